import { useLoginPrompt } from "../auth";
import { RemoveLiquidityForm } from "./RemoveLiquidityForm";
import { useRemoveLiquidity } from "./useRemoveLiquidity";

/** The Remove Liquidity tab: the form wired to the AMM market, the order placement and the login. */
export function RemoveLiquidityTab() {
  const props = useRemoveLiquidity();
  const { openLogin, loginPrompt } = useLoginPrompt();
  return (
    <>
      <RemoveLiquidityForm {...props} onConnectWallet={openLogin} />
      {loginPrompt}
    </>
  );
}
