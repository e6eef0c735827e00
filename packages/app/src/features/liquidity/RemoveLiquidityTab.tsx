import { useCallback, useState } from "react";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { LoginPrompt } from "./LoginPrompt";
import { RemoveLiquidityForm } from "./RemoveLiquidityForm";
import { useRemoveLiquidity } from "./useRemoveLiquidity";

/** The Remove Liquidity tab: the form wired to the AMM market, the order placement and the login. */
export function RemoveLiquidityTab() {
  const config = useNetworkConfig();
  const props = useRemoveLiquidity();
  const [loginAt, setLoginAt] = useState<HTMLElement | null>(null);
  const closeLogin = useCallback(() => setLoginAt(null), []);
  return (
    <>
      <RemoveLiquidityForm {...props} onConnectWallet={setLoginAt} />
      {loginAt !== null && <LoginPrompt config={config} anchorEl={loginAt} onDone={closeLogin} />}
    </>
  );
}
