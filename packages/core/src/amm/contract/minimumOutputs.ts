import type { ExtSymbolJson } from "../../contracts/chainJson";
import { parseAsset } from "../../money/asset";
import { formatSymbol } from "../../money/symbol";
import type { OrderMinimumsJson } from "./rows";
import { assetTextOf, type TokenWithDecimals, tokenOfExtSymbol } from "./tokenJson";

/*
 * The on-chain form of protected trades (#17): placeorder's `min_outputs` and ufxhop's `min_output`, both
 * binary extensions. One rule, used by the contract (which refuses the placement) and by the AMM socket
 * (which refuses to pay for it): one asset per paid output, in output order, each with that output's symbol
 * and precision, never negative. Zero is allowed (it protects nothing, but says so explicitly).
 */

/** Why `quantity` is not a minimum of `token` ('min_outputs.quantities[0]' names it), or null. */
function minimumProblem(where: string, quantity: string, token: TokenWithDecimals): string | null {
  const asset = parseAsset(quantity);
  if (!asset.ok) return `${where}: ${asset.error}`;
  const { symbol, amount } = asset.value;
  const expected = formatSymbol({ code: token.symbol, precision: token.decimals });
  if (symbol.code !== token.symbol || symbol.precision !== token.decimals) {
    return `${where} is ${quantity}: a minimum must be in the output's symbol and precision, ${expected}`;
  }
  if (amount < 0n) return `${where} is ${quantity}: a minimum cannot be negative`;
  return null;
}

/** placeorder's min_outputs: null when absent or well formed, else what is wrong with them. */
export function placeorderMinimumsProblem(data: {
  outputs: readonly { ext_symbol: ExtSymbolJson }[];
  min_outputs?: OrderMinimumsJson | null;
}): string | null {
  const minimums = data.min_outputs;
  if (minimums === null || minimums === undefined) return null;
  const { quantities } = minimums;
  if (quantities.length !== data.outputs.length) {
    return `min_outputs lists ${quantities.length} minimum(s) for ${data.outputs.length} output(s): one per output, in output order`;
  }
  for (const [i, output] of data.outputs.entries()) {
    const where = `min_outputs.quantities[${i}]`;
    const problem = minimumProblem(where, quantities[i] ?? "", tokenOfExtSymbol(output.ext_symbol));
    if (problem !== null) return problem;
  }
  return null;
}

/** ufxhop's min_output: null when absent or well formed, else what is wrong with it. */
export function ufxhopMinimumProblem(data: {
  output: ExtSymbolJson;
  min_output?: string | null;
}): string | null {
  if (data.min_output === null || data.min_output === undefined) return null;
  return minimumProblem("min_output", data.min_output, tokenOfExtSymbol(data.output));
}

/** Units of well-formed minimums (see the problem functions); null when there are none. */
export function minimumUnits(minimums: OrderMinimumsJson | null | undefined): bigint[] | null {
  if (minimums === null || minimums === undefined) return null;
  return minimums.quantities.map((quantity) => {
    const asset = parseAsset(quantity);
    if (!asset.ok) throw new RangeError(asset.error);
    return asset.value.amount;
  });
}

/** The min_outputs of minimums in units, one per output token in output order; null when there are none. */
export function orderMinimumsOf(
  minimums: readonly bigint[] | null | undefined,
  tokens: readonly TokenWithDecimals[],
): OrderMinimumsJson | null {
  if (minimums === null || minimums === undefined) return null;
  if (minimums.length !== tokens.length) {
    throw new RangeError(`${minimums.length} minimum(s) for ${tokens.length} output(s)`);
  }
  return {
    quantities: tokens.map((token, i) => {
      const units = minimums[i] ?? 0n;
      if (units < 0n) throw new RangeError(`a minimum cannot be negative (${units} units)`);
      return assetTextOf(units, token);
    }),
  };
}
