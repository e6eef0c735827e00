import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { lazy, Suspense, useId, useState } from "react";
import { useIsMobile } from "../../shared/hooks/useIsMobile";
import { translate } from "../../shared/i18n/translate";
import { loadNetworkChooserDialog, walletForChain } from "../auth";
import { CREATE_UX_ACCOUNT } from "./flow/creationTexts";
import { useCreateAccount } from "./flow/useCreateAccount";
import { payerName } from "./payment/payerSession";
import { KeysStep } from "./steps/KeysStep";
import { PayStep } from "./steps/PayStep";
import { ProgressStep } from "./steps/ProgressStep";
import { UsernameStep } from "./steps/UsernameStep";

const NetworkChooserDialog = lazy(() =>
  loadNetworkChooserDialog().then((component) => ({ default: component })),
);

/**
 * The Create Account dialogs (spec 1 §2, §4): username, payment, keys, then the progress dialog. Closing
 * keeps the flow: a payment in flight goes on (its order is in the history), inputs stay for next time.
 */
export function CreateAccountDialog({ onClose }: { onClose: () => void }) {
  const view = useCreateAccount();
  const { flow, config } = view;
  const { actions, inputs, notice } = flow;
  const mobile = useIsMobile();
  const titleId = useId();
  const [connectChain, setConnectChain] = useState<string | null>(null);
  const close = () => {
    actions.leaveProgress();
    onClose();
  };
  const payer = view.pay.payer;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={mobile} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(CREATE_UX_ACCOUNT)}</DialogTitle>
      {view.step === "username" && (
        <UsernameStep
          name={inputs.name}
          view={view.username}
          notice={notice}
          onNameChange={actions.setName}
          onNext={() => actions.goTo("pay")}
          onCancel={close}
        />
      )}
      {view.step === "pay" && (
        <PayStep
          view={view.pay}
          notice={notice}
          onChoose={actions.setChoice}
          onContinue={() => actions.goTo("keys")}
          onConnectWallet={() => setConnectChain(view.pay.choice?.chain ?? null)}
          onBack={() => actions.goTo("username")}
        />
      )}
      {view.step === "keys" && payer !== null && (
        <KeysStep
          view={view.keys}
          keys={inputs.keys}
          payerName={payerName(payer)}
          notice={notice}
          onKeysChange={actions.setKeys}
          onCreate={view.create}
          onBack={() => actions.goTo("pay")}
        />
      )}
      {view.step === "progress" && flow.progress !== null && (
        <ProgressStep progress={flow.progress} onTryAgain={actions.leaveProgress} onClose={close} />
      )}
      {connectChain !== null && (
        <Suspense fallback={null}>
          <NetworkChooserDialog
            config={config}
            wallet={walletForChain(config, connectChain)}
            onlyChain={connectChain}
            prefersMobile={false}
            onClose={() => setConnectChain(null)}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
