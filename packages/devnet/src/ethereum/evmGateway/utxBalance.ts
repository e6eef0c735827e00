import { CORE_SYMBOL, convertDecimals, ETH_DECIMALS, parseAsset } from "@ux/core/money";

/**
 * The UTX units (4 decimals) in a get_currency_balance answer (a list of '12.3456 UTX' strings; empty
 * when the account never held UTX). Anything but exact UTX assets is refused: the node must not be trusted.
 */
export function utxUnitsFromCurrencyBalance(balances: readonly string[]): bigint {
  let units = 0n;
  for (const text of balances) {
    const asset = parseAsset(text);
    if (!asset.ok) throw new Error(`unexpected balance '${text}': ${asset.error}`);
    const { code, precision } = asset.value.symbol;
    if (code !== CORE_SYMBOL.code) continue;
    if (precision !== CORE_SYMBOL.precision) throw new Error(`unexpected UTX precision in '${text}'`);
    units += asset.value.amount;
  }
  return units;
}

/** UTX units (4 decimals) as the 18-decimal amount eth_getBalance reports: exact, 1.0000 UTX = 10^18. */
export function utxUnitsToWei(units: bigint): bigint {
  return convertDecimals(units, CORE_SYMBOL.precision, ETH_DECIMALS);
}
