import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { formatDisplayWithSymbol } from "@ux/core/money";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { useNow } from "../../shared/hooks/useNow";
import { t } from "../../shared/i18n/translate";
import { useSessionMap } from "../../shared/wallet/walletSelectors";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { useLoginPrompt } from "../auth";
import { PositionsTable } from "./PositionsTable";
import { StakeChart } from "./StakeChart";
import { StakeForm } from "./StakeForm";
import { StakeHistoryTable } from "./StakeHistoryTable";
import { historyRows } from "./stakeHistoryRows";
import { positionRows } from "./stakePositions";
import { useStakeForm } from "./useStakeForm";
import { useStakeSocket } from "./useStakeSocket";
import { useStakeTransactions } from "./useStakeTransactions";
import { useUtxBalance, utxToken } from "./useUtxBalance";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The page's parts wired to the stake socket, the UTX balance and the co-signed transactions. */
export function StakeWorkspace() {
  const config = useNetworkConfig();
  const session = useSessionMap()[NATIVE_CHAIN] ?? null;
  const socket = useStakeSocket(config, session);
  const balance = useUtxBalance(config, session?.actor ?? null);
  const transactions = useStakeTransactions(config, session, socket.client);
  const token = utxToken(config);
  const form = useStakeForm({
    rates: socket.rates,
    walletConnected: session !== null,
    balance,
    symbol: token.symbol,
    onStake: transactions.stake,
  });
  const { openLogin, loginPrompt } = useLoginPrompt();
  const now = useNow(60_000);
  const rates = socket.rates ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t("QuickStake")}>
          <StakeForm
            form={form}
            rates={rates}
            walletConnected={session !== null}
            balanceText={
              balance === undefined ? null : formatDisplayWithSymbol(balance, token.decimals, token.symbol)
            }
            busy={transactions.busy === "stake"}
            onConnectWallet={openLogin}
          />
          {loginPrompt}
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t("Rates by Expiry")}>
          <StakeChart rates={rates} />
        </Section>
      </Grid>
      {session !== null && (
        <>
          <Grid size={12}>
            <Section title={t("Current Positions")}>
              <PositionsTable
                rows={socket.history === null ? null : positionRows(socket.history, rates, now)}
                busyKey={transactions.busy}
                onUnstake={(row) => void transactions.unstake(row)}
              />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={t("Stake History")}>
              <StakeHistoryTable rows={socket.history === null ? null : historyRows(socket.history)} />
            </Section>
          </Grid>
        </>
      )}
    </Grid>
  );
}
