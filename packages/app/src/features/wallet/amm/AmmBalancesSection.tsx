import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import { BalanceTable } from "../BalanceTable";
import { WalletSectionCard } from "../WalletSectionCard";
import type { AmmBalanceRow } from "./ammBalances";
import { WITHDRAW_ALL_LABEL } from "./withdrawAll";

/** ours: the section's heading and its empty state. */
export const AMM_SECTION_TITLE = msg("AMM Balances");
export const NO_AMM_BALANCES = msg("No AMM balances");

/**
 * The Wallet page's AMM section (spec 2 §2): the non-zero AMM balances (symbol, contract, balance to 4
 * decimals) and 'Withdaw All'. Without a UX wallet it shows the connect control it is given.
 */
export function AmmBalancesSection(props: {
  connected: boolean;
  connectControl: ReactNode;
  rows: readonly AmmBalanceRow[] | undefined;
  withdrawing: boolean;
  onWithdrawAll: () => void;
}) {
  const { rows } = props;
  const hasBalances = rows !== undefined && rows.length > 0;
  return (
    <WalletSectionCard title={translate(AMM_SECTION_TITLE)} testId="wallet-amm-section">
      {!props.connected && <div>{props.connectControl}</div>}
      {props.connected && rows === undefined && (
        <div role="status" aria-busy="true" aria-label={t("Loading AMM balances")}>
          <Skeleton height={32} />
          <Skeleton height={32} />
        </div>
      )}
      {props.connected && rows !== undefined && rows.length === 0 && (
        <Typography color="textSecondary" data-testid="amm-balances-empty">
          {translate(NO_AMM_BALANCES)}
        </Typography>
      )}
      {hasBalances && <BalanceTable rows={rows} testIdPrefix="amm-balance-" />}
      {props.connected && (
        <div>
          <Button
            variant="contained"
            data-testid="withdraw-all-button"
            disabled={!hasBalances || props.withdrawing}
            onClick={props.onWithdrawAll}
            startIcon={props.withdrawing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(WITHDRAW_ALL_LABEL)}
          </Button>
        </div>
      )}
    </WalletSectionCard>
  );
}
