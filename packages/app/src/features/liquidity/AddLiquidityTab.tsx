import { useCallback, useState } from "react";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { AddLiquidityForm } from "./AddLiquidityForm";
import { LoginPrompt } from "./LoginPrompt";
import { useAddLiquidity } from "./useAddLiquidity";

/** The Add Liquidity tab: the form wired to the AMM market, the order placement and the login. */
export function AddLiquidityTab() {
  const config = useNetworkConfig();
  const props = useAddLiquidity();
  const [loginAt, setLoginAt] = useState<HTMLElement | null>(null);
  const closeLogin = useCallback(() => setLoginAt(null), []);
  return (
    <>
      <AddLiquidityForm {...props} onConnectWallet={setLoginAt} />
      {loginAt !== null && <LoginPrompt config={config} anchorEl={loginAt} onDone={closeLogin} />}
    </>
  );
}
