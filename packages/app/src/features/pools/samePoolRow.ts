import type { PoolListRow, PoolPosition, PoolTokenId } from "./poolRows";

function sameTokens(a: readonly PoolTokenId[], b: readonly PoolTokenId[]): boolean {
  return (
    a.length === b.length &&
    a.every((token, i) => token.symbol === b[i]?.symbol && token.contract === b[i]?.contract)
  );
}

function samePosition(a: PoolPosition, b: PoolPosition): boolean {
  if (a.kind !== "held" || b.kind !== "held") return a.kind === b.kind;
  return a.lpUnits === b.lpUnits && a.usdUnits === b.usdUnits;
}

/**
 * Whether two rows show the same thing: every summary refresh builds new row objects, and a row (or card)
 * whose figures did not change need not render again.
 */
export function samePoolRow(a: PoolListRow, b: PoolListRow): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.name === b.name &&
      a.type === b.type &&
      a.liquidityUsd === b.liquidityUsd &&
      a.volumeUsd === b.volumeUsd &&
      a.aprPercent === b.aprPercent &&
      a.lp?.symbol === b.lp?.symbol &&
      a.lp?.contract === b.lp?.contract &&
      a.lp?.decimals === b.lp?.decimals &&
      sameTokens(a.tokens, b.tokens) &&
      samePosition(a.position, b.position))
  );
}
