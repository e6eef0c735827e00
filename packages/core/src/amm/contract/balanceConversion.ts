import type { BalanceRow } from "./rows";
import { type TokenWithDecimals, tokenAmountOfExtAsset } from "./tokenJson";

/** An AMM balance (table `accounts`) as a token with its precision and an amount in units. */
export interface AmmBalance {
  readonly token: TokenWithDecimals;
  readonly amount: bigint;
}

export function ammBalanceFromRow(row: BalanceRow): AmmBalance {
  const { token, amount, decimals } = tokenAmountOfExtAsset({
    quantity: row.balance,
    contract: row.contract,
  });
  return { token: { ...token, decimals }, amount };
}
