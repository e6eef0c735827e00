import type { NetworkConfig } from "@ux/core/config";
import { useNetworkConfig } from "../../../shared/config/networkConfigContext";
import { useSwapSocket, useSwapState } from "../../../shared/swapSocket";
import { useSessionMap } from "../../../shared/wallet/walletSelectors";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import { bindWalletServiceSession } from "../../auth";
import { newAccountControl } from "../payment/newAccountControl";
import { type KeysStepView, useKeysStep } from "../steps/useKeysStep";
import { type PayStepView, usePayStep } from "../steps/usePayStep";
import { type UsernameStepView, useUsernameStep } from "../steps/useUsernameStep";
import type { CreationState, CreationStep } from "./creationFlow";
import { liveCreationDeps } from "./liveCreationDeps";
import { runAccountCreation } from "./runAccountCreation";
import { storedReferralCode } from "./storedReferralCode";
import { type CreationFlowActions, useCreationFlow } from "./useCreationFlow";

export interface CreateAccountView {
  config: NetworkConfig;
  flow: CreationState & { actions: CreationFlowActions };
  /** The step shown: step 3 needs step 2's choice and a connected payer, else step 2 shows again. */
  step: CreationStep;
  username: UsernameStepView;
  pay: PayStepView;
  keys: KeysStepView;
  /** Create Account: starts the payment (ignored unless step 3's rules pass). */
  create(): void;
}

/** The step to show: keys only with a choice and its payer (a logout in between shows step 2 again). */
export function visibleStep(step: CreationStep, pay: Pick<PayStepView, "choice" | "payer">): CreationStep {
  return step === "keys" && (pay.choice === null || pay.payer === null) ? "pay" : step;
}

/** The Create Account dialog's state and moves, over the shared swap socket and the wallet sessions. */
export function useCreateAccount(): CreateAccountView {
  const config = useNetworkConfig();
  const sessions = useSessionMap();
  const uxSession = sessions[NATIVE_CHAIN] ?? null;
  const client = useSwapSocket(config, uxSession, bindWalletServiceSession);
  const connected = useSwapState((state) => state.connected);
  const liveInfo = useSwapState((state) => state.liveInfo);
  const rates = useSwapState((state) => state.rates);
  const flow = useCreationFlow();
  const username = useUsernameStep(config, flow.inputs.name);
  const pay = usePayStep(config, { connected, liveInfo, rates }, flow.inputs.choice, sessions);
  const keys = useKeysStep(config, pay.choice, pay.payer, flow.inputs.keys);

  const create = () => {
    const { choice, payer, grants } = pay;
    const ready = username.status.enabled && keys.status.enabled && client !== null;
    if (!ready || choice === null || payer === null || grants === null) return;
    const plan = {
      id: crypto.randomUUID(),
      name: flow.inputs.name,
      choice,
      payer,
      control: newAccountControl(keys.state, payer.ethAddress ?? null),
      referralCode: storedReferralCode(),
      grants,
    };
    void runAccountCreation(liveCreationDeps(config, client), plan);
  };

  return { config, flow, step: visibleStep(flow.step, pay), username, pay, keys, create };
}
