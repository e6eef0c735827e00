import { needsImpactConfirmation } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import type { FormStatus } from "@ux/core/forms";
import {
  type AmmSwapFormState,
  ammSwapFormStatus,
  flipSwapTokens,
  noBridgedEosWarning,
  type SwapToken,
  selectSwapToken,
  tokenMinimumUnits,
} from "@ux/core/forms";
import { formatUnitsTrimmed } from "@ux/core/money";
import { useEffect, useMemo, useRef, useState } from "react";
import type { AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import type { AmmToken } from "../../shared/amm/ammTokens";
import { type AmmWalletBalances, balanceOf } from "../../shared/amm/ammWalletBalances";
import { useSlippageTolerance } from "../../shared/slippage/useSlippageTolerance";
import { type AmountSide, type SwapEstimate, swapEstimate } from "./swapEstimate";
import { buildSwapIndex } from "./swapIndex";
import { swapOrderRequest } from "./swapOrder";
import { pairSymbols, type ResolvedSwapPair, resolveSwapPair } from "./swapPair";
import { type SwapProtection, swapProtection } from "./swapProtection";
import { initialSelection, presetWaitsForPools, type SwapQuery, type SwapSelection } from "./swapQuery";

/** What the form reads from the AMM (useAmmMarket in the page; plain data in tests). */
export interface SwapMarket {
  readonly ammContract: string | undefined;
  /** Undefined while the pools load. */
  readonly pools: readonly AmmPoolEntry[] | undefined;
  readonly tokens: readonly AmmToken[];
  /** Undefined while loading or without a wallet. */
  readonly balances: AmmWalletBalances | undefined;
  readonly walletConnected: boolean;
}

export interface TypedAmount {
  readonly side: AmountSide;
  readonly text: string;
}

const NO_AMOUNT: TypedAmount = { side: "send", text: "" };

export interface SwapForm {
  readonly loading: boolean;
  readonly pair: ResolvedSwapPair<AmmToken>;
  /** The tokens the AMM Swap trades: pool assets (LP tokens go through Multi Swap and Liquidity). */
  readonly fromList: readonly AmmToken[];
  readonly sendText: string;
  readonly receiveText: string;
  /** The side the user typed; the other is computed. */
  readonly typedSide: AmountSide;
  readonly estimate: SwapEstimate | null;
  /** Minimum received and price impact at the shared slippage tolerance; null without an estimate. */
  readonly protection: SwapProtection | null;
  /** Submit asked for the typed confirmation (price impact above 15%): the impact it was asked for. */
  readonly confirmingImpact: bigint | null;
  readonly status: FormStatus;
  /** 'No bridged EOS available', or null. */
  readonly warning: string | null;
  readonly submitting: boolean;
  balanceOf(token: TokenWithDecimals): bigint;
  selectToken(side: "from" | "to", symbol: string): void;
  flip(): void;
  typeAmount(side: AmountSide, text: string): void;
  max(): void;
  choosePool(poolId: number): void;
  /** Places the order, or first asks for the typed confirmation when the price impact is above 15%. */
  submit(): void;
  /** The confirmation word was typed: the order is placed. */
  confirmImpact(): void;
  /** The confirmation was cancelled: nothing is placed, the form stays as it is. */
  cancelImpact(): void;
}

function swapTokenOf(
  token: TokenWithDecimals | null,
  available: bigint,
  min: bigint | undefined,
): SwapToken | null {
  if (token === null) return null;
  return {
    symbol: token.symbol,
    decimals: token.decimals,
    available,
    min: min ?? tokenMinimumUnits(token.decimals),
  };
}

/**
 * The AMM Swap form's state and rules. The route index is built once per pools snapshot; each keystroke
 * then computes the estimate synchronously (no debounce), so it is on screen in the same frame.
 */
export function useSwapForm(
  market: SwapMarket,
  query: SwapQuery,
  placeOrder: (request: AmmOrderRequest) => Promise<unknown>,
): SwapForm {
  const { pools, tokens, balances, walletConnected } = market;
  const [selection, setSelection] = useState<SwapSelection>(() => initialSelection(query, pools));
  const [presetPending, setPresetPending] = useState(() => presetWaitsForPools(query, pools));
  const [amount, setAmount] = useState<TypedAmount>(NO_AMOUNT);
  const [submitting, setSubmitting] = useState(false);
  const [confirmingImpact, setConfirmingImpact] = useState<bigint | null>(null);
  const tolerance = useSlippageTolerance().bps;
  // Set synchronously: a second click before the re-render (submitting still false there) places nothing.
  const placing = useRef(false);

  useEffect(() => {
    if (!presetPending || pools === undefined) return;
    setSelection(initialSelection(query, pools));
    setPresetPending(false);
  }, [presetPending, pools, query]);

  const index = useMemo(() => buildSwapIndex((pools ?? []).map((entry) => entry.pool)), [pools]);
  const fromList = useMemo(() => tokens.filter((token) => token.lpOfPool === undefined), [tokens]);
  const pair = useMemo(
    () => resolveSwapPair(selection.pair, fromList, index),
    [selection.pair, fromList, index],
  );
  const { from, to } = pair;
  const estimate =
    from !== null && to !== null
      ? swapEstimate(index, from, to, amount.text, amount.side, selection.poolId)
      : null;
  // Computed once: the minimum shown is the minimum the order sends.
  const protection = from !== null && to !== null ? swapProtection(estimate, from, to, tolerance) : null;
  const sendText = amount.side === "send" ? amount.text : (estimate?.computedText ?? "");
  const receiveText = amount.side === "receive" ? amount.text : (estimate?.computedText ?? "");
  const available = (token: TokenWithDecimals) => balanceOf(balances, token);
  const fromToken = swapTokenOf(from, from ? available(from) : 0n, estimate?.fromMin);
  const state: AmmSwapFormState = {
    walletConnected,
    from: fromToken,
    to: swapTokenOf(to, to ? available(to) : 0n, undefined),
    route: estimate?.route ?? "none",
    sendText,
    receiveText,
  };
  const status = ammSwapFormStatus(state);
  // Balances still loading read as zero: the warning waits for them rather than flashing.
  const warning = noBridgedEosWarning(walletConnected && balances !== undefined, fromToken);

  const setPair = (next: SwapSelection["pair"]) => setSelection((current) => ({ ...current, pair: next }));

  const place = () => {
    const plan = estimate?.plan ?? null;
    const { sendUnits, receiveUnits } = estimate ?? {};
    if (status.action !== "submit" || placing.current || market.ammContract === undefined) return;
    if (plan === null || from === null || to === null || !sendUnits || !receiveUnits || !protection) return;
    const request = swapOrderRequest({
      amm: market.ammContract,
      from,
      to,
      plan,
      send: sendUnits,
      receive: receiveUnits,
      minReceive: protection.minimum,
      openToToken: available(to) === 0n,
    });
    // Once the order is placed or settles, the amounts it sent go (Submit back to 'Enter an amount'),
    // unless the user typed others since (after a failure, before a late settlement).
    const sent = amount;
    const clearSent = () =>
      setAmount((current) => (current === sent ? { side: current.side, text: "" } : current));
    const done = () => {
      placing.current = false;
      setSubmitting(false);
    };
    placing.current = true;
    setSubmitting(true);
    placeOrder({ ...request, onSettled: clearSent }).then(
      () => {
        clearSent();
        done();
      },
      // placeAmmOrder has shown the error: the user's input stays as it was (until the order settles).
      done,
    );
  };

  const submit = () => {
    if (status.action !== "submit" || placing.current) return;
    const impact = protection?.impactBps ?? null;
    if (impact !== null && needsImpactConfirmation(impact)) setConfirmingImpact(impact);
    else place();
  };

  return {
    loading: pools === undefined || presetPending,
    pair,
    fromList,
    sendText,
    receiveText,
    typedSide: amount.side,
    estimate,
    protection,
    confirmingImpact,
    status,
    warning,
    submitting,
    balanceOf: available,
    selectToken: (side, symbol) => setPair(selectSwapToken(pairSymbols(pair), side, symbol)),
    flip: () => {
      setPair(flipSwapTokens(pairSymbols(pair)));
      setAmount(NO_AMOUNT);
    },
    typeAmount: (side, text) => setAmount({ side, text }),
    max: () => {
      if (from !== null)
        setAmount({ side: "send", text: formatUnitsTrimmed(available(from), from.decimals) });
    },
    choosePool: (poolId) => setSelection((current) => ({ ...current, poolId })),
    submit,
    confirmImpact: () => {
      setConfirmingImpact(null);
      place();
    },
    cancelImpact: () => setConfirmingImpact(null),
  };
}
