import { useLoginPrompt } from "../auth";
import { AddLiquidityForm } from "./AddLiquidityForm";
import { useAddLiquidity } from "./useAddLiquidity";

/** The Add Liquidity tab: the form wired to the AMM market, the order placement and the login. */
export function AddLiquidityTab() {
  const props = useAddLiquidity();
  const { openLogin, loginPrompt } = useLoginPrompt();
  return (
    <>
      <AddLiquidityForm {...props} onConnectWallet={openLogin} />
      {loginPrompt}
    </>
  );
}
