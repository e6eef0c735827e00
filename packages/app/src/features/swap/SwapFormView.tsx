import SwapVert from "@mui/icons-material/SwapVert";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { FormStatus } from "@ux/core/forms";
import { type FormEvent, useState } from "react";
import { poolNotFoundText } from "../../shared/amm/poolNotFound";
import { t, translate } from "../../shared/i18n/translate";
import { ImpactConfirmDialog } from "../../shared/slippage/ImpactConfirmDialog";
import { SlippageSettings } from "../../shared/slippage/SlippageSettings";
import { AmountInput } from "../../shared/ui/AmountInput";
import { FormSubmitButton } from "../../shared/ui/FormSubmitButton";
import { SwapDetails } from "./SwapDetails";
import type { AmountSide } from "./swapEstimate";
import { SWAP_TEXTS } from "./swapTexts";
import { TokenSelectDialog } from "./TokenSelectDialog";
import type { TokenOption } from "./tokenSearch";

export interface SwapSideView {
  readonly symbol: string | null;
  /** The token's decimals (the amount field refuses more); 4 until a token is chosen. */
  readonly decimals: number;
  readonly options: readonly TokenOption[];
  /** Balance to 4 decimals; null without a wallet. */
  readonly balanceText: string | null;
}

export interface SwapProtectionView {
  readonly minimumText: string;
  readonly impactBps: bigint | null;
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
  /** A direct pool's name, or 'UFX hop: EOS → UFX → USDT' with the hop's pools as detail. */
  readonly route: { readonly text: string; readonly detail: string | null } | null;
  /** Shown when several direct pools match (best first). */
  readonly poolChoices: readonly PoolChoiceView[];
  readonly poolId: number | null;
  readonly unitPrices: readonly [string, string] | null;
  /** The amount to receive with its symbol, '' when there is none. */
  readonly estimateText: string;
  /** 'Minimum received' (formatted as the estimate) and the price impact; null without an estimate. */
  readonly protection: SwapProtectionView | null;
  /** The price impact Submit asks the typed confirmation for (above 15%); null when not asking. */
  readonly confirmingImpact: bigint | null;
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
  readonly onConfirmImpact: () => void;
  readonly onCancelImpact: () => void;
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
        {translate(SWAP_TEXTS.balance)}:{" "}
        <span style={{ fontVariantNumeric: "tabular-nums" }}>{balanceText}</span>
      </Typography>
      {onMax && (
        <Button
          size="small"
          onClick={onMax}
          disabled={!maxEnabled}
          data-testid="swap-max"
          sx={{ minWidth: 0 }}
        >
          {translate(SWAP_TEXTS.max)}
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
  const label = translate(side === "from" ? SWAP_TEXTS.send : SWAP_TEXTS.receive);
  const shown = view.symbol ?? translate(SWAP_TEXTS.chooseToken);
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
      <Button
        variant="outlined"
        onClick={onPickToken}
        data-testid={`swap-${side}-token`}
        // The name starts with what the button shows (WCAG 2.5.3), then says which side it picks.
        aria-label={`${shown}, ${translate(side === "from" ? SWAP_TEXTS.sendToken : SWAP_TEXTS.receiveToken)}`}
        sx={{ minWidth: 112, height: 56, flexShrink: 0, fontWeight: 600 }}
      >
        {shown}
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
      <Alert severity="error">{translate(SWAP_TEXTS.poolsNotLoaded)}</Alert>
    ) : (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t("Loading pools")}
        sx={{ display: "grid", gap: 2, maxWidth: 520, mx: "auto" }}
      >
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={44} />
      </Box>
    );
  }

  const side = picking === "from" ? props.from : props.to;
  // A side's token and amount, then its balance: MAX only on the side that is sent.
  const sideRows = (which: "from" | "to") => {
    const view = which === "from" ? props.from : props.to;
    return (
      <>
        <SideRow
          side={which}
          view={view}
          amountText={which === "from" ? props.sendText : props.receiveText}
          amountsEnabled={props.amountsEnabled}
          onPickToken={() => setPicking(which)}
          onAmountChange={(text) => props.onAmountChange(which === "from" ? "send" : "receive", text)}
        />
        <BalanceLine
          side={which}
          balanceText={view.balanceText}
          loading={props.balancesLoading}
          onMax={which === "from" ? props.onMax : undefined}
          maxEnabled={which === "from" && props.amountsEnabled && view.symbol !== null}
        />
      </>
    );
  };
  return (
    <Card variant="outlined" sx={{ maxWidth: 520, width: "100%", mx: "auto" }} data-testid="swap-card">
      <CardContent component="form" noValidate onSubmit={onFormSubmit} sx={{ display: "grid", gap: 1.5 }}>
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: -1 }}>
          <SlippageSettings testId="swap" />
        </Box>
        {sideRows("from")}
        <Box sx={{ display: "flex", justifyContent: "center" }}>
          <IconButton
            onClick={props.onFlip}
            aria-label={translate(SWAP_TEXTS.direction)}
            data-testid="swap-direction"
          >
            <SwapVert />
          </IconButton>
        </Box>
        {sideRows("to")}
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
                {translate(SWAP_TEXTS.toBridge)}
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
          title={translate(picking === "from" ? SWAP_TEXTS.chooseFrom : SWAP_TEXTS.chooseTo)}
          options={side.options}
          selected={side.symbol}
          onSelect={(symbol) => props.onSelectToken(picking, symbol)}
          onClose={() => setPicking(null)}
        />
      )}
      {props.confirmingImpact !== null && (
        <ImpactConfirmDialog
          impactBps={props.confirmingImpact}
          onCancel={props.onCancelImpact}
          onConfirm={props.onConfirmImpact}
        />
      )}
    </Card>
  );
}
