import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAmmMarket } from "../../shared/amm/useAmmMarket";
import { usePlaceAmmOrder } from "../../shared/amm/usePlaceAmmOrder";
import { msg } from "../../shared/i18n/msg";
import { translate } from "../../shared/i18n/translate";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { useLoginPrompt } from "../auth";
import { SwapForm } from "./SwapForm";
import { readSwapQuery } from "./swapQuery";
import type { SwapMarket } from "./useSwapForm";

/** 'No bridged EOS available' opens the Bridge set to bring EOS to the UX Network. */
const BRIDGE_EOS_TO_UX = `/bridge?token=EOS&to=${NATIVE_CHAIN}`;

export const AMM_SWAP_HEADING = msg("AMM Swap");

/** The AMM Swap page (spec 2 §2): live pools and balances in, one 'AMM Swap' order transaction out. */
export function AmmSwapPage() {
  const amm = useAmmMarket();
  const placeOrder = usePlaceAmmOrder();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { openLogin, loginPrompt } = useLoginPrompt();
  const search = params.toString();
  const query = useMemo(() => readSwapQuery(new URLSearchParams(search)), [search]);
  const market: SwapMarket = {
    ammContract: amm.ammContract,
    pools: amm.pools.data,
    tokens: amm.tokens,
    balances: amm.balances,
    walletConnected: amm.account !== null,
  };

  return (
    <PageSection>
      <PageHeading>{translate(AMM_SWAP_HEADING)}</PageHeading>
      {/* New presets (a link to this page from this page) start the form afresh; other parameters do not. */}
      <SwapForm
        key={`${query.from}|${query.to}|${query.poolName}`}
        market={market}
        loadFailed={amm.pools.status === "error"}
        balancesLoading={amm.balancesLoading}
        query={query}
        onPlaceOrder={placeOrder}
        onConnectWallet={openLogin}
        onOpenBridge={() => navigate(BRIDGE_EOS_TO_UX)}
      />
      {loginPrompt}
    </PageSection>
  );
}
