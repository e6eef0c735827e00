import Button from "@mui/material/Button";
import { useQueryClient } from "@tanstack/react-query";
import { CONNECT_WALLET } from "@ux/core/forms";
import { useMemo, useState } from "react";
import { refreshAmmMarket, useAmmMarket } from "../../shared/amm/useAmmMarket";
import { timeAgo } from "../../shared/format/timeAgo";
import { useIsMobile } from "../../shared/hooks/useIsMobile";
import { useNow } from "../../shared/hooks/useNow";
import { translate } from "../../shared/i18n/translate";
import { useAmmSummaryQuery } from "../../shared/query/useAmmSummaryQuery";
import { useLoginPrompt } from "../auth";
import { positionRows } from "./liquidityPositions";
import { PositionsView } from "./PositionsView";

/** How often 'Last updated …' is re-read. */
const CLOCK_MS = 5_000;

/** The Liquidity Positions tab wired to the AMM market (pools, LP balances) and the indexer's USD prices. */
export function PositionsTab() {
  const market = useAmmMarket();
  const summary = useAmmSummaryQuery();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const now = useNow(CLOCK_MS);
  const [refreshing, setRefreshing] = useState(false);
  const { openLogin, loginPrompt } = useLoginPrompt();
  const rows = useMemo(
    () => positionRows(market.pools.data ?? [], market.balances, summary.data),
    [market.pools.data, market.balances, summary.data],
  );
  const updatedAt = market.pools.updatedAt;
  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([refreshAmmMarket(queryClient), summary.refetch()]);
    setRefreshing(false);
  };
  return (
    <>
      <PositionsView
        walletConnected={market.account !== null}
        loading={market.pools.status === "pending" || market.balancesLoading}
        rows={rows}
        updatedText={updatedAt === undefined ? null : timeAgo(updatedAt, now)}
        refreshing={refreshing || market.pools.fetching}
        onRefresh={() => void refresh()}
        mobile={mobile}
        connectWallet={
          <Button variant="contained" onClick={(event) => openLogin(event.currentTarget)}>
            {translate(CONNECT_WALLET)}
          </Button>
        }
      />
      {loginPrompt}
    </>
  );
}
