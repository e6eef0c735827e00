/** One entry of the swap's token selector. */
export interface TokenOption {
  readonly symbol: string;
  readonly contract: string;
  /** Wallet balance to 4 decimals; null without a wallet or while loading. */
  readonly balanceText: string | null;
}

/** Tokens whose symbol or contract contains the search, case-insensitively; symbol matches first. */
export function filterTokenOptions(options: readonly TokenOption[], search: string): TokenOption[] {
  const needle = search.trim().toLowerCase();
  if (needle === "") return [...options];
  const bySymbol = options.filter((o) => o.symbol.toLowerCase().includes(needle));
  const byContract = options.filter(
    (o) => !o.symbol.toLowerCase().includes(needle) && o.contract.toLowerCase().includes(needle),
  );
  return [...bySymbol, ...byContract];
}
