import { balancedAmounts, balancedAmountsFromUsd, type Pool, rational, tokenId } from "@ux/core/amm";
import { positiveUnits, readAmountField } from "@ux/core/forms";
import { formatUserAmount, pow10, usdRateOf } from "@ux/core/money";
import { USD_INPUT_DECIMALS, type UsdRates, usdFieldText } from "./usdRates";

/** Balanced: one typed value sets every token in pool proportion. Unbalanced: each token on its own. */
export type LiquidityMode = "balanced" | "unbalanced";

/** What the user typed (or the form computed) for one pool asset, in the pool's asset order. */
export interface AddTokenInput {
  readonly amountText: string;
  readonly usdText: string;
}

export type AddInputs = readonly AddTokenInput[];

export interface AddContext {
  readonly pool: Pool;
  readonly mode: LiquidityMode;
  readonly rates: UsdRates;
}

const EMPTY: AddTokenInput = { amountText: "", usdText: "" };

export function emptyAddInputs(pool: Pool): AddInputs {
  return pool.assets.map(() => EMPTY);
}

/**
 * Every asset's amount and USD text from core's balanced amounts; `keep` keeps the field the user is
 * typing in as typed.
 */
function fromAmounts(
  ctx: AddContext,
  amounts: readonly { amount: bigint }[],
  keep: { index: number; field: "amount" | "usd"; text: string },
): AddInputs {
  return ctx.pool.assets.map((asset, i) => {
    const units = amounts[i]?.amount ?? 0n;
    const amountText =
      keep.index === i && keep.field === "amount" ? keep.text : formatUserAmount(units, asset.decimals);
    const usdText =
      keep.index === i && keep.field === "usd" ? keep.text : usdFieldText(units, asset, ctx.rates);
    return { amountText, usdText };
  });
}

function replaceAt(inputs: AddInputs, index: number, input: AddTokenInput): AddInputs {
  return inputs.map((current, i) => (i === index ? input : current));
}

/** `input` for asset `index`, every other field cleared (they would follow nothing). */
function onlyAt(ctx: AddContext, index: number, input: AddTokenInput): AddInputs {
  return ctx.pool.assets.map((_, i) => (i === index ? input : EMPTY));
}

/**
 * The user typed an amount for asset `index`. Balanced: the others follow the pool balances (core
 * balancedAmounts, rounded down so nobody is asked for more than the proportion); the typed text stays
 * exactly as typed. Empty clears the whole form in balanced mode; an unreadable amount clears the others
 * (they would follow nothing) and keeps the text so its message shows.
 */
export function typeAddAmount(ctx: AddContext, inputs: AddInputs, index: number, text: string): AddInputs {
  const asset = ctx.pool.assets[index];
  if (asset === undefined) return inputs;
  const field = readAmountField(text, asset.decimals);
  const ownUsd = field.kind === "value" ? usdFieldText(field.units, asset, ctx.rates) : "";
  if (ctx.mode === "unbalanced") return replaceAt(inputs, index, { amountText: text, usdText: ownUsd });
  if (field.kind !== "value") return onlyAt(ctx, index, { amountText: text, usdText: "" });
  const amounts = balancedAmounts(ctx.pool, tokenId(asset), field.units);
  if (amounts === null) return replaceAt(inputs, index, { amountText: text, usdText: ownUsd });
  return fromAmounts(ctx, amounts, { index, field: "amount", text });
}

/**
 * The user typed a USD value for asset `index`: its amount is usd / price rounded down to the token's
 * precision (core balancedAmountsFromUsd); balanced mode sets the others in proportion. Without a price
 * the USD field cannot set anything (the view disables it).
 */
export function typeAddUsd(ctx: AddContext, inputs: AddInputs, index: number, text: string): AddInputs {
  const asset = ctx.pool.assets[index];
  if (asset === undefined) return inputs;
  const rate = usdRateOf(asset.symbol, ctx.rates);
  const field = readAmountField(text, USD_INPUT_DECIMALS);
  const amounts =
    field.kind === "value" && rate !== null
      ? balancedAmountsFromUsd(
          ctx.pool,
          tokenId(asset),
          rational(field.units, pow10(USD_INPUT_DECIMALS)),
          rational(rate.mantissa, pow10(rate.scale)),
        )
      : null;
  if (amounts === null) {
    if (ctx.mode === "balanced") return onlyAt(ctx, index, { amountText: "", usdText: text });
    return replaceAt(inputs, index, { amountText: "", usdText: text });
  }
  if (ctx.mode === "unbalanced") {
    const own = amounts[index]?.amount ?? 0n;
    return replaceAt(inputs, index, { amountText: formatUserAmount(own, asset.decimals), usdText: text });
  }
  return fromAmounts(ctx, amounts, { index, field: "usd", text });
}

/** MAX on a token: its whole wallet balance, as if typed (balanced mode then sets the others). */
export function maxAddAmount(ctx: AddContext, inputs: AddInputs, index: number, balance: bigint): AddInputs {
  const asset = ctx.pool.assets[index];
  if (asset === undefined) return inputs;
  return typeAddAmount(ctx, inputs, index, formatUserAmount(balance, asset.decimals));
}

/**
 * Switching to ctx.mode (the new mode) keeps the amounts; into balanced mode the first token holding a positive amount leads
 * and the others are set in proportion to it, so the form never shows an unbalanced deposit as balanced.
 */
export function switchAddMode(ctx: AddContext, inputs: AddInputs): AddInputs {
  if (ctx.mode === "unbalanced") return inputs;
  const lead = ctx.pool.assets.findIndex(
    (asset, i) => positiveUnits(readAmountField(inputs[i]?.amountText ?? "", asset.decimals)) > 0n,
  );
  if (lead < 0) return emptyAddInputs(ctx.pool);
  return typeAddAmount(ctx, inputs, lead, inputs[lead]?.amountText ?? "");
}
