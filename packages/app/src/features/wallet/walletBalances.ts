import type { FetchFunction } from "@ux/core/chainClient";
import { createChainClient } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { decodeInstrumentSymbol, looksLikeInstrument } from "@ux/core/expiry";
import { DISPLAY_DECIMALS, formatDisplay } from "@ux/core/money";
import { type BalanceLog, fetchTokenBalances, type TokenBalance } from "../../shared/chain/tokenBalances";
import { fetchContractBalances } from "./contractBalances";

/** A logged-in account on one chain, as the Wallet page needs it. */
export interface ChainAccount {
  chain: string;
  account: string;
}

/** One row of a chain's balance list: symbol, contract and the amount to 4 decimals (spec 2 §2). */
export interface BalanceRow {
  symbol: string;
  contract: string;
  amount: string;
  /** An expiry-based instrument's expiry, month and 2-digit year ('MAR26'; spec 1 §3 expiryFormatted). */
  expiryFormatted?: string;
}

/** The expiry an instrument symbol carries ('UTXUTMG' -> 'MAR26'); undefined for a plain token. */
export function expiryFormattedOf(symbol: string): string | undefined {
  if (!looksLikeInstrument(symbol)) return undefined;
  const decoded = decodeInstrumentSymbol(symbol);
  return decoded.ok ? decoded.value.formatted : undefined;
}

/** The chains that get a balance section: every chain except Ethereum (spec 2 §2). */
export function walletChains(config: NetworkConfig): string[] {
  return Object.keys(config.chains).filter((chain) => config.chains[chain]?.type === "eosio");
}

/** Non-zero balances only, in the config's order, each shown to 4 decimals (rounded down). */
export function balanceRows(balances: readonly TokenBalance[]): BalanceRow[] {
  return balances
    .filter((balance) => balance.units !== 0n)
    .map((balance) => {
      const expiryFormatted = expiryFormattedOf(balance.symbol);
      return {
        symbol: balance.symbol,
        contract: balance.contract,
        amount: formatDisplay(balance.units, balance.decimals, DISPLAY_DECIMALS),
        ...(expiryFormatted === undefined ? {} : { expiryFormatted }),
      };
    });
}

/**
 * One refresh of the Wallet page: every logged-in EOSIO chain's configured balances, one request per
 * distinct token contract per chain (get_currency_balance answers all of a contract's symbols at once),
 * then whatever the account holds at the chain's balanceContracts. Lookups run in parallel; a failed one
 * yields 0 (or nothing) and a log line.
 */
export async function refreshWalletBalances(
  config: NetworkConfig,
  accounts: readonly ChainAccount[],
  log: BalanceLog,
  fetchFn: FetchFunction = fetch,
  signal?: AbortSignal,
): Promise<Record<string, TokenBalance[]>> {
  const chains = new Set(walletChains(config));
  const entries = await Promise.all(
    accounts
      .filter(({ chain }) => chains.has(chain))
      .map(async ({ chain, account }) => {
        const chainConfig = config.chains[chain];
        if (chainConfig === undefined) return [chain, []] as const;
        const api = createChainClient(chainConfig.api, { fetch: fetchFn });
        const [listed, held] = await Promise.all([
          fetchTokenBalances(api, account, chainConfig.balances, log, signal),
          fetchContractBalances(api, account, chainConfig.balanceContracts ?? [], log, signal),
        ]);
        const balances: TokenBalance[] = [...listed, ...held];
        return [chain, balances] as const;
      }),
  );
  return Object.fromEntries(entries);
}
