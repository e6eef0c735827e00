import type { NetworkConfig } from "@ux/core/config";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CREATE_ACCOUNT_PARAM } from "../../shared/navigation";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { type LoginWallet, prefersMobileWallet } from "./loginOptions";

// The login UI loads when 'Connect Wallet' is first clicked, not with the page.
const LoginPopover = lazy(() => import("./LoginPopover").then((m) => ({ default: m.LoginPopover })));
const NetworkChooserDialog = lazy(() =>
  import("./NetworkChooserDialog").then((m) => ({ default: m.NetworkChooserDialog })),
);

type Stage = "popover" | "closed" | LoginWallet;

/**
 * The login dialog a form's 'Connect Wallet' opens (spec 2 §6): the header's 'Login / SignUp' choices
 * at the button, then the network chooser limited to one network: the native one (the AMM lives there) unless
 * the form names another (the Bridge's source or destination).
 */
export function LoginPrompt({
  config,
  anchorEl,
  chain = NATIVE_CHAIN,
  onDone,
}: {
  config: NetworkConfig;
  anchorEl: HTMLElement;
  /** The one network the chooser offers. */
  chain?: string;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Choosing a wallet closes the popover and then names the wallet in the same event: the last one wins.
  const [stage, setStage] = useState<Stage>("popover");
  useEffect(() => {
    if (stage === "closed") onDone();
  }, [stage, onDone]);
  const openCreateAccount = () => {
    const search = new URLSearchParams(location.search);
    search.set(CREATE_ACCOUNT_PARAM, "1");
    navigate({ pathname: location.pathname, search: `?${search}` });
  };
  return (
    <Suspense fallback={null}>
      {stage === "popover" && (
        <LoginPopover
          config={config}
          anchorEl={anchorEl}
          onClose={() => setStage("closed")}
          onChooseWallet={setStage}
          onCreateAccount={openCreateAccount}
        />
      )}
      {stage !== "popover" && stage !== "closed" && (
        <NetworkChooserDialog
          config={config}
          wallet={stage}
          onlyChain={chain}
          prefersMobile={prefersMobileWallet(location.search)}
          onClose={() => setStage("closed")}
        />
      )}
    </Suspense>
  );
}
