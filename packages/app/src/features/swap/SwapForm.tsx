import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import type { AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import type { AmmToken } from "../../shared/amm/ammTokens";
import { missingPoolName, poolNamesOf } from "../../shared/amm/poolNotFound";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { type PoolChoiceView, SwapFormView, type SwapFormViewProps, type SwapSideView } from "./SwapFormView";
import { type SwapEstimate, shownAmountText } from "./swapEstimate";
import type { SwapQuery } from "./swapQuery";
import { swapUnitPriceTexts } from "./swapUnitPrice";
import type { TokenOption } from "./tokenSearch";
import { type SwapMarket, useSwapForm } from "./useSwapForm";

/** The route as shown: the direct pool's name, or 'UFX hop: EOS → UFX → USDT' with its two pools. */
export const UFX_HOP = msg("UFX hop");

export interface SwapFormProps {
  readonly market: SwapMarket;
  readonly loadFailed: boolean;
  readonly balancesLoading: boolean;
  readonly query: SwapQuery;
  readonly onPlaceOrder: (request: AmmOrderRequest) => Promise<unknown>;
  readonly onConnectWallet: (anchor: HTMLElement) => void;
  readonly onOpenBridge: () => void;
}

/**
 * A direct pool's name; a hop's every token and every pool: 'UFX hop: EOS → UFX → USDT' with the detail
 * 'ufx-eos (EOS → UFX), then ufx-usdt (UFX → USDT)'.
 */
export function routeView(
  estimate: SwapEstimate | null,
  from: TokenWithDecimals | null,
  to: TokenWithDecimals | null,
): SwapFormViewProps["route"] {
  const plan = estimate?.plan ?? null;
  if (plan === null || from === null || to === null) return null;
  if (plan.kind === "direct") return { text: plan.pool.pool_name, detail: null };
  const ufx = plan.ufx.symbol;
  return {
    text: t("{hop}: {from} → {ufx} → {to}", {
      hop: translate(UFX_HOP),
      from: from.symbol,
      ufx,
      to: to.symbol,
    }),
    detail: t("{first} ({from} → {ufx}), then {second} ({ufx} → {to})", {
      first: plan.first.pool_name,
      second: plan.second.pool_name,
      from: from.symbol,
      ufx,
      to: to.symbol,
    }),
  };
}

function shown(units: bigint, token: TokenWithDecimals): string {
  return shownAmountText(units, token.decimals);
}

/** The receive amount as the summary shows it: only when the order would execute. */
function estimateView(estimate: SwapEstimate | null, to: TokenWithDecimals | null): string {
  if (estimate === null || to === null || estimate.sendUnits === null || estimate.receiveUnits === null)
    return "";
  return `${shown(estimate.receiveUnits, to)} ${to.symbol}`;
}

function poolChoicesView(
  estimate: SwapEstimate | null,
  computedToken: TokenWithDecimals | null,
): PoolChoiceView[] {
  const plan = estimate?.plan;
  if (plan?.kind !== "direct" || computedToken === null) return [];
  return plan.choices.map(({ pool, amount }) => ({
    id: pool.id,
    label:
      amount === null
        ? pool.pool_name
        : `${pool.pool_name}: ${shown(amount, computedToken)} ${computedToken.symbol}`,
  }));
}

/** The AMM Swap form wired to its state (useSwapForm); network and navigation come in as props. */
export function SwapForm(props: SwapFormProps) {
  const { market } = props;
  const form = useSwapForm(market, props.query, props.onPlaceOrder);
  const { from, to, toList } = form.pair;
  const connected = market.walletConnected;
  const balanceText = (token: TokenWithDecimals) =>
    connected && market.balances !== undefined ? formatDisplay(form.balanceOf(token), token.decimals) : null;
  const option = (token: AmmToken): TokenOption => ({
    symbol: token.symbol,
    contract: token.contract,
    balanceText: balanceText(token),
  });
  const sideView = (token: AmmToken | null, options: readonly AmmToken[]): SwapSideView => ({
    symbol: token?.symbol ?? null,
    decimals: token?.decimals ?? DISPLAY_DECIMALS,
    options: options.map(option),
    balanceText: token === null ? null : balanceText(token),
  });
  const plan = form.estimate?.plan ?? null;
  const computedToken = form.typedSide === "send" ? to : from;
  return (
    <SwapFormView
      loading={form.loading}
      loadFailed={props.loadFailed}
      from={sideView(from, form.fromList)}
      to={sideView(to, toList)}
      sendText={form.sendText}
      receiveText={form.receiveText}
      amountsEnabled={connected && !form.submitting}
      balancesLoading={connected && props.balancesLoading}
      route={routeView(form.estimate, from, to)}
      poolChoices={poolChoicesView(form.estimate, computedToken)}
      poolId={plan?.kind === "direct" ? plan.pool.id : null}
      unitPrices={plan !== null && from !== null && to !== null ? swapUnitPriceTexts(plan, from, to) : null}
      estimateText={estimateView(form.estimate, to)}
      protection={form.protection}
      confirmingImpact={form.confirmingImpact}
      warning={form.warning}
      missingPool={missingPoolName(poolNamesOf(market.pools), props.query.poolName)}
      status={form.status}
      submitting={form.submitting}
      onSelectToken={form.selectToken}
      onAmountChange={form.typeAmount}
      onMax={form.max}
      onFlip={form.flip}
      onChoosePool={form.choosePool}
      onSubmit={form.submit}
      onConfirmImpact={form.confirmImpact}
      onCancelImpact={form.cancelImpact}
      onConnectWallet={props.onConnectWallet}
      onOpenBridge={props.onOpenBridge}
    />
  );
}
