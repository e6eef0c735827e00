import { useAmmMarket } from "../../shared/amm/useAmmMarket";
import { usePlaceAmmOrder } from "../../shared/amm/usePlaceAmmOrder";
import { useIsMobile } from "../../shared/hooks/useIsMobile";
import { msg } from "../../shared/i18n/msg";
import { translate } from "../../shared/i18n/translate";
import { useAmmSummaryQuery } from "../../shared/query/useAmmSummaryQuery";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { useLoginPrompt } from "../auth";
import { MultiSwapForm } from "./MultiSwapForm";
import type { MultiSwapOrder } from "./multiSwapOrder";
import { multiSwapOrderRequest } from "./multiSwapOrder";
import { multiSwapPools } from "./multiSwapPools";

export const MULTI_SWAP_HEADING = msg("Multi Swap");
export const MULTI_SWAP_SUBHEADING = msg("Flexible intra-pool multiple asset and LP swap facility");

/** The Multi Swap page (spec 2 §2): live pools and balances in, one 'Multi Swap' order transaction out. */
export function MultiSwapPage() {
  const market = useAmmMarket();
  const placeAmmOrder = usePlaceAmmOrder();
  const summary = useAmmSummaryQuery();
  const mobile = useIsMobile();
  const { openLogin, loginPrompt } = useLoginPrompt();
  const pools = market.pools.data === undefined ? undefined : multiSwapPools(market.pools.data);

  const placeOrder = async (order: MultiSwapOrder, onSettled: () => void) => {
    if (market.ammContract === undefined) throw new Error("This network has no AMM contract");
    return placeAmmOrder({ ...multiSwapOrderRequest(order, market.ammContract, market.balances), onSettled });
  };

  return (
    <PageSection>
      <PageHeading subheading={translate(MULTI_SWAP_SUBHEADING)}>{translate(MULTI_SWAP_HEADING)}</PageHeading>
      <MultiSwapForm
        pools={pools}
        poolsFailed={market.pools.status === "error"}
        walletConnected={market.account !== null}
        balances={market.balances}
        balancesLoading={market.balancesLoading}
        summaryPools={summary.data?.pools}
        mobile={mobile}
        onConnectWallet={openLogin}
        onPlaceOrder={placeOrder}
      />
      {loginPrompt}
    </PageSection>
  );
}
