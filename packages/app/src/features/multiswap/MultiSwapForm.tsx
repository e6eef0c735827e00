import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { multiSwapFormStatus } from "@ux/core/forms";
import { useRef, useState } from "react";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import { poolTokens } from "../../shared/amm/ammTokens";
import type { AmmWalletBalances } from "../../shared/amm/ammWalletBalances";
import { PoolSelect } from "../../shared/amm/PoolSelect";
import { usdPricesFor } from "../../shared/amm/usdPrices";
import type { PoolSummary } from "../../shared/api/ammIndexer";
import { translate } from "../../shared/i18n/translate";
import { SlippageSettings } from "../../shared/slippage/SlippageSettings";
import { useSlippageTolerance } from "../../shared/slippage/useSlippageTolerance";
import { ConfirmOrderDialog } from "./ConfirmOrderDialog";
import { FeeInfo } from "./FeeInfo";
import { chosenReceiveLabels, chosenSendLabels, receiveEntriesOf, sendEntriesOf } from "./multiSwapEntries";
import { type MultiSwapOrder, multiSwapOrderOf } from "./multiSwapOrder";
import { multiSwapPoolOptions, NO_POOLS, POOLS_NOT_LOADED } from "./multiSwapPools";
import { multiSwapProtection } from "./multiSwapProtection";
import { multiSwapSummary } from "./multiSwapSummary";
import { ProtectionRows } from "./ProtectionRows";
import { ReceiveTokensDialog, TOKENS_TO_RECEIVE } from "./ReceiveTokensDialog";
import { SendTokensDialog, TOKENS_TO_SEND } from "./SendTokensDialog";
import { SUMMARY_VIEW, SummaryDialog } from "./SummaryDialog";
import { TokenSide } from "./TokenSide";
import { useMultiSwapForm } from "./useMultiSwapForm";

export interface MultiSwapFormProps {
  /** The pools to offer (UFX pools already hidden); undefined while loading. */
  pools: readonly AmmPoolEntry[] | undefined;
  poolsFailed: boolean;
  walletConnected: boolean;
  balances: AmmWalletBalances | undefined;
  balancesLoading: boolean;
  /** The indexer summary's pools, for USD prices; undefined while loading or unavailable. */
  summaryPools: readonly PoolSummary[] | undefined;
  mobile: boolean;
  /** Opens the login at the button pressed. */
  onConnectWallet: (anchor: HTMLElement) => void;
  /**
   * Places the order; rejects (after showing why) when it could not be placed. `onSettled` is called once
   * the order settled, even after a rejection (AmmOrderRequest.onSettled).
   */
  onPlaceOrder: (order: MultiSwapOrder, onSettled: () => void) => Promise<unknown>;
}

type OpenDialog = "send" | "receive" | "summary" | "confirm" | null;

/** The Multi Swap form (spec 2 §2, §4, §5): state in a hook, rules in core, no network of its own. */
export function MultiSwapForm(props: MultiSwapFormProps) {
  const { walletConnected, balances, mobile } = props;
  const form = useMultiSwapForm(props.pools ?? []);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [submitting, setSubmitting] = useState(false);
  // Set synchronously: a second Confirm before the re-render (submitting still false there) places nothing.
  const placing = useRef(false);

  const tokens = form.entry ? poolTokens(form.entry) : [];
  const send = sendEntriesOf(tokens, balances, form.amounts);
  const receive = receiveEntriesOf(tokens, form.percents);
  const status = multiSwapFormStatus({
    walletConnected,
    poolChosen: form.entry !== undefined,
    send,
    receive,
  });
  const summary = form.entry
    ? multiSwapSummary({
        pool: form.entry.pool,
        tokens,
        send,
        receive,
        prices: usdPricesFor(props.summaryPools, form.entry.pool),
      })
    : null;
  // Computed once: the minimums shown are the minimums the order sends.
  const tolerance = useSlippageTolerance().bps;
  const protection = form.entry && summary ? multiSwapProtection(form.entry.pool, summary, tolerance) : null;
  const order = form.entry && summary ? multiSwapOrderOf(form.entry.pool, summary, protection) : null;
  const hasChoices = summary !== null && (summary.send.length > 0 || summary.receive.length > 0);

  const openSide = (side: "send" | "receive", button: HTMLElement) => {
    if (walletConnected) setDialog(side);
    else props.onConnectWallet(button);
  };
  const mainAction = (button: HTMLElement) => {
    if (status.action === "connectWallet") props.onConnectWallet(button);
    else if (status.action === "submit" && order !== null) setDialog("confirm");
  };
  const confirm = async () => {
    if (order === null || placing.current) return;
    placing.current = true;
    const sent = form.choices;
    const clearSent = () => form.clearSent(sent);
    setSubmitting(true);
    try {
      await props.onPlaceOrder(order, clearSent);
      clearSent();
    } catch {
      // placeAmmOrder has shown why; the user's amounts and percentages stay for another try (until the
      // order settles after all).
    } finally {
      placing.current = false;
      setSubmitting(false);
      setDialog(null);
    }
  };
  const sideDisabled = walletConnected && form.entry === undefined;

  return (
    <Card variant="outlined" sx={{ maxWidth: 760, mx: "auto" }} data-testid="multiswap-card">
      <CardContent sx={{ display: "grid", gap: 2.5 }}>
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: -1.5 }}>
          <SlippageSettings testId="multiswap" />
        </Box>
        <PoolSelect
          testId="multiswap-pool"
          options={props.pools && multiSwapPoolOptions(props.pools)}
          value={form.poolId === null ? "" : String(form.poolId)}
          onChange={(value) => form.choosePool(value === "" ? null : Number(value))}
          failedText={props.poolsFailed ? translate(POOLS_NOT_LOADED) : null}
          emptyText={translate(NO_POOLS)}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: mobile ? "1fr" : "1fr 1fr" }}>
          <TokenSide
            title={translate(TOKENS_TO_SEND)}
            chosen={chosenSendLabels(send)}
            disabled={sideDisabled}
            testId="multiswap-send-select"
            onSelect={(button) => openSide("send", button)}
          />
          <TokenSide
            title={translate(TOKENS_TO_RECEIVE)}
            chosen={chosenReceiveLabels(receive)}
            disabled={sideDisabled}
            testId="multiswap-receive-select"
            onSelect={(button) => openSide("receive", button)}
          />
        </Box>
        <ProtectionRows protection={protection} />
        <FeeInfo />
        <Box sx={{ display: "flex", flexDirection: mobile ? "column" : "row", gap: 1.5 }}>
          <Button
            variant="outlined"
            disabled={!hasChoices}
            onClick={() => setDialog("summary")}
            data-testid="multiswap-summary"
            sx={{ flex: mobile ? undefined : "0 0 auto" }}
          >
            {translate(SUMMARY_VIEW)}
          </Button>
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={!status.enabled || submitting || (status.action === "submit" && order === null)}
            onClick={(event) => mainAction(event.currentTarget)}
            data-testid="multiswap-submit"
          >
            {translate(status.buttonText)}
          </Button>
        </Box>
        {status.messages.length > 0 && (
          <Box component="ul" role="alert" sx={{ m: 0, pl: 2.5, color: "error.main" }}>
            {status.messages.map((message) => (
              <Typography component="li" variant="body2" key={message}>
                {translate(message)}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      {dialog === "send" && (
        <SendTokensDialog
          tokens={tokens}
          balances={balances}
          balancesLoading={props.balancesLoading}
          initial={form.amounts}
          mobile={mobile}
          onCancel={() => setDialog(null)}
          onContinue={(amounts) => {
            form.setAmounts(amounts);
            setDialog(null);
          }}
        />
      )}
      {dialog === "receive" && (
        <ReceiveTokensDialog
          tokens={tokens}
          initial={form.percents}
          mobile={mobile}
          onCancel={() => setDialog(null)}
          onContinue={(percents) => {
            form.setPercents(percents);
            setDialog(null);
          }}
        />
      )}
      {dialog === "summary" && summary !== null && (
        <SummaryDialog summary={summary} mobile={mobile} onClose={() => setDialog(null)} />
      )}
      {dialog === "confirm" && summary !== null && (
        <ConfirmOrderDialog
          summary={summary}
          protection={protection}
          submitting={submitting}
          mobile={mobile}
          onCancel={() => setDialog(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </Card>
  );
}
