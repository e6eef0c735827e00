import SwapVert from "@mui/icons-material/SwapVert";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { SWAP_FEE_BASIS_POINTS } from "@ux/core/amm";
import type { FormStatus } from "@ux/core/forms";
import { formatUnits } from "@ux/core/money";
import { type FormEvent, type ReactNode, useState } from "react";
import { poolNotFoundText } from "../../shared/amm/poolNotFound";
import { AmountInput } from "../../shared/ui/AmountInput";
import { FormSubmitButton } from "../../shared/ui/FormSubmitButton";
import type { AmountSide } from "./swapEstimate";
import { TokenSelectDialog } from "./TokenSelectDialog";
import type { TokenOption } from "./tokenSearch";

/** ours: labels and states the spec leaves unnamed. */
export const SWAP_TEXTS = {
  send: "Amount to send",
  receive: "Amount to receive",
  chooseToken: "Select token",
  chooseFrom: "Select the token to send",
  chooseTo: "Select the token to receive",
  direction: "Swap direction",
  balance: "Balance",
  max: "MAX",
  route: "Route",
  pool: "Pool",
  unitPrice: "Unit price",
  estimate: "You receive (estimate)",
  /** Spec 2 §9: 0.20%, from the basis points. */
  swapFee: `Swap fee ${formatUnits(SWAP_FEE_BASIS_POINTS, 2)}%`,
  toBridge: "Go to Bridge",
  poolsNotLoaded: "The pools could not be loaded; retrying shortly.",
} as const;

export interface SwapSideView {
  readonly symbol: string | null;
  /** The token's decimals (the amount field refuses more); 4 until a token is chosen. */
  readonly decimals: number;
  readonly options: readonly TokenOption[];
  /** Balance to 4 decimals; null without a wallet. */
  readonly balanceText: string | null;
}

export interface PoolChoiceView {
  readonly id: number;
  readonly label: string;
}

export interface SwapFormViewProps {
  readonly loading: boolean;
  readonly loadFailed: boolean;
  readonly from: SwapSideView;
  readonly to: SwapSideView;
  readonly sendText: string;
  readonly receiveText: string;
  /** Spec 2 §6: without a wallet the inputs are disabled. */
  readonly amountsEnabled: boolean;
  readonly balancesLoading: boolean;
  /** A direct pool's name or 'UFX hop', with the hop's pools as detail. */
  readonly route: { readonly text: string; readonly detail: string | null } | null;
  /** Shown when several direct pools match (best first). */
  readonly poolChoices: readonly PoolChoiceView[];
  readonly poolId: number | null;
  readonly unitPrices: readonly [string, string] | null;
  /** The amount to receive with its symbol, '' when there is none. */
  readonly estimateText: string;
  readonly warning: string | null;
  /** The link's pool_name when it names no pool. */
  readonly missingPool: string | null;
  readonly status: FormStatus;
  readonly submitting: boolean;
  readonly onSelectToken: (side: "from" | "to", symbol: string) => void;
  readonly onAmountChange: (side: AmountSide, text: string) => void;
  readonly onMax: () => void;
  readonly onFlip: () => void;
  readonly onChoosePool: (poolId: number) => void;
  readonly onSubmit: () => void;
  /** Opens the login at the button. */
  readonly onConnectWallet: (anchor: HTMLElement) => void;
  readonly onOpenBridge: () => void;
}

function BalanceLine({
  side,
  balanceText,
  loading,
  onMax,
  maxEnabled,
}: {
  side: "from" | "to";
  balanceText: string | null;
  loading: boolean;
  onMax?: () => void;
  maxEnabled: boolean;
}) {
  if (loading) return <Skeleton variant="text" width={140} data-testid={`swap-${side}-balance-loading`} />;
  if (balanceText === null) return null;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 30 }}>
      <Typography variant="body2" color="textSecondary" data-testid={`swap-${side}-balance`}>
        {SWAP_TEXTS.balance}: <span style={{ fontVariantNumeric: "tabular-nums" }}>{balanceText}</span>
      </Typography>
      {onMax && (
        <Button
          size="small"
          onClick={onMax}
          disabled={!maxEnabled}
          data-testid="swap-max"
          sx={{ minWidth: 0 }}
        >
          {SWAP_TEXTS.max}
        </Button>
      )}
    </Box>
  );
}

function SideRow({
  side,
  view,
  amountText,
  amountsEnabled,
  onPickToken,
  onAmountChange,
}: {
  side: "from" | "to";
  view: SwapSideView;
  amountText: string;
  amountsEnabled: boolean;
  onPickToken: () => void;
  onAmountChange: (text: string) => void;
}) {
  const label = side === "from" ? SWAP_TEXTS.send : SWAP_TEXTS.receive;
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
      <Button
        variant="outlined"
        onClick={onPickToken}
        data-testid={`swap-${side}-token`}
        aria-label={`${label}: token ${view.symbol ?? "not chosen"}`}
        sx={{ minWidth: 112, height: 56, flexShrink: 0, fontWeight: 600 }}
      >
        {view.symbol ?? SWAP_TEXTS.chooseToken}
      </Button>
      <AmountInput
        fullWidth
        label={label}
        value={amountText}
        decimals={view.decimals}
        placeholder="0.0000"
        disabled={!amountsEnabled}
        onAmountChange={onAmountChange}
        data-testid={`swap-${side}-amount`}
      />
    </Box>
  );
}

/** The AMM Swap form (spec 2 §2, §5): plain props in, callbacks out; the page owns state and network. */
export function SwapFormView(props: SwapFormViewProps) {
  const [picking, setPicking] = useState<"from" | "to" | null>(null);
  const { status, submitting } = props;
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status.action === "submit" && !submitting) props.onSubmit();
  };

  if (props.loading) {
    return props.loadFailed ? (
      <Alert severity="error">{SWAP_TEXTS.poolsNotLoaded}</Alert>
    ) : (
      <Box
        role="status"
        aria-busy="true"
        aria-label="Loading pools"
        sx={{ display: "grid", gap: 2, maxWidth: 520, mx: "auto" }}
      >
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={44} />
      </Box>
    );
  }

  const side = picking === "from" ? props.from : props.to;
  return (
    <Card variant="outlined" sx={{ maxWidth: 520, width: "100%", mx: "auto" }} data-testid="swap-card">
      <CardContent component="form" noValidate onSubmit={onFormSubmit} sx={{ display: "grid", gap: 1.5 }}>
        <SideRow
          side="from"
          view={props.from}
          amountText={props.sendText}
          amountsEnabled={props.amountsEnabled}
          onPickToken={() => setPicking("from")}
          onAmountChange={(text) => props.onAmountChange("send", text)}
        />
        <BalanceLine
          side="from"
          balanceText={props.from.balanceText}
          loading={props.balancesLoading}
          onMax={props.onMax}
          maxEnabled={props.amountsEnabled && props.from.symbol !== null}
        />
        <Box sx={{ display: "flex", justifyContent: "center" }}>
          <IconButton onClick={props.onFlip} aria-label={SWAP_TEXTS.direction} data-testid="swap-direction">
            <SwapVert />
          </IconButton>
        </Box>
        <SideRow
          side="to"
          view={props.to}
          amountText={props.receiveText}
          amountsEnabled={props.amountsEnabled}
          onPickToken={() => setPicking("to")}
          onAmountChange={(text) => props.onAmountChange("receive", text)}
        />
        <BalanceLine
          side="to"
          balanceText={props.to.balanceText}
          loading={props.balancesLoading}
          maxEnabled={false}
        />
        {props.missingPool !== null && (
          <Alert severity="info" data-testid="swap-pool-not-found">
            {poolNotFoundText(props.missingPool)}
          </Alert>
        )}
        {props.warning !== null && (
          // Stays until the balance changes (never auto-closes); a click anywhere on it opens the Bridge.
          <Alert
            severity="warning"
            onClick={props.onOpenBridge}
            data-testid="no-bridged-eos-warning"
            sx={{ cursor: "pointer" }}
            action={
              <Button color="inherit" size="small">
                {SWAP_TEXTS.toBridge}
              </Button>
            }
          >
            {props.warning}
          </Alert>
        )}
        {status.messages.length > 0 && (
          <Box role="alert" data-testid="swap-messages">
            {status.messages.map((message) => (
              <Typography key={message} variant="body2" color="error">
                {message}
              </Typography>
            ))}
          </Box>
        )}
        <SwapDetails {...props} />
        <FormSubmitButton
          testId="swap-submit"
          status={status}
          busy={submitting}
          onConnectWallet={props.onConnectWallet}
        />
      </CardContent>
      {picking !== null && (
        <TokenSelectDialog
          title={picking === "from" ? SWAP_TEXTS.chooseFrom : SWAP_TEXTS.chooseTo}
          options={side.options}
          selected={side.symbol}
          onSelect={(symbol) => props.onSelectToken(picking, symbol)}
          onClose={() => setPicking(null)}
        />
      )}
    </Card>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box sx={{ textAlign: "right" }}>{children}</Box>
    </Box>
  );
}

function SwapDetails(props: SwapFormViewProps) {
  return (
    <Box sx={{ display: "grid", gap: 0.75, py: 1 }}>
      <DetailRow label={SWAP_TEXTS.estimate}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums" }}
          data-testid="swap-estimate"
        >
          {props.estimateText === "" ? "–" : props.estimateText}
        </Typography>
      </DetailRow>
      {props.route !== null && (
        <DetailRow label={SWAP_TEXTS.route}>
          <Typography variant="body2" component="span" data-testid="swap-route">
            {props.route.text}
          </Typography>
          {props.route.detail !== null && (
            <Typography
              variant="caption"
              color="textSecondary"
              component="div"
              data-testid="swap-route-detail"
            >
              {props.route.detail}
            </Typography>
          )}
        </DetailRow>
      )}
      {props.poolChoices.length > 1 && (
        <TextField
          select
          size="small"
          label={SWAP_TEXTS.pool}
          value={props.poolId === null ? "" : String(props.poolId)}
          onChange={(event) => props.onChoosePool(Number(event.target.value))}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { "data-testid": "swap-pool-select" },
          }}
        >
          {props.poolChoices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
      {props.unitPrices !== null && (
        <DetailRow label={SWAP_TEXTS.unitPrice}>
          <Box data-testid="swap-unit-price">
            {props.unitPrices.map((line) => (
              <Typography key={line} variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
                {line}
              </Typography>
            ))}
          </Box>
        </DetailRow>
      )}
      <Typography variant="caption" color="textSecondary">
        {SWAP_TEXTS.swapFee}
      </Typography>
    </Box>
  );
}
