import { parsePercentToBasisPoints } from "../money/proportion";
import { parseUserAmount, type UserAmountResult } from "../money/userAmount";
import { msg } from "../text/message";

/**
 * What an amount field does with a proposed text (a keystroke or a paste): keep it, or refuse it and keep
 * the previous text, saying why. Only what the token can hold gets in: ASCII digits, one dot, at most the
 * token's decimals, at most the largest amount. A decimal comma (a European keyboard's) becomes a dot.
 * Half-typed amounts pass ('', '1.', '.5'); a lone dot becomes '0.'.
 */
export type AmountEdit =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: string };

const ONE_COMMA_NO_DOT = /^[^,.]*,[^,.]*$/;
const NO_DECIMALS: AmountEdit = { ok: false, reason: msg("This token has no decimals") };

function editWith(proposed: string, decimals: number, parse: (text: string) => UserAmountResult): AmountEdit {
  const text = ONE_COMMA_NO_DOT.test(proposed) ? proposed.replace(",", ".") : proposed;
  if (text === "") return { ok: true, text };
  if (text === ".") return decimals === 0 ? NO_DECIMALS : { ok: true, text: "0." };
  const trailingDot = text.endsWith(".");
  if (trailingDot && decimals === 0) return NO_DECIMALS;
  const parsed = parse(trailingDot ? text.slice(0, -1) : text);
  return parsed.ok ? { ok: true, text } : { ok: false, reason: parsed.error };
}

export function editAmountText(proposed: string, decimals: number, maxUnits?: bigint): AmountEdit {
  const options = maxUnits === undefined ? {} : { maxUnits };
  return editWith(proposed, decimals, (text) => parseUserAmount(text, decimals, options));
}

/** Percent fields (Multi Swap receive shares, unbalanced liquidity removal): 0 to 100, 2 decimals. */
export function editPercentText(proposed: string): AmountEdit {
  return editWith(proposed, 2, parsePercentToBasisPoints);
}
