import type { ChainClient, FetchFunction } from "@ux/core/chainClient";
import { chainTimeToMs, createChainClient } from "@ux/core/chainClient";
import type { BalanceToken, NetworkConfig } from "@ux/core/config";
import { currencyStatsRowSchema, TOKEN_TABLES } from "@ux/core/contracts";
import { CORE_SYMBOL, parseAsset } from "@ux/core/money";
import { type InstrumentHolding, instrumentHoldings, type TokenIssuer } from "@ux/core/stake";
import { type BalanceLog, fetchTokenBalances } from "../../../shared/chain/tokenBalances";
import { fetchContractBalances } from "../contractBalances";

/*
 * What the manage view (spec 1 §6) reads from the ux chain for one account: the chain's time (expiries open
 * and end by it, not by the browser's clock), the UTX balance, the QuickStake instruments held and the `stat`
 * rows of the configured 3-letter tokens (who issues them, how much is left to issue).
 */

/** A 3-letter token with its issuer and the units its issuer may still issue (max supply - supply). */
export interface IssuableToken extends TokenIssuer {
  readonly available: bigint;
}

export interface ManageData {
  /** The head block's time (ms). */
  readonly nowMs: number;
  readonly utx: bigint;
  readonly holdings: readonly InstrumentHolding[];
  readonly tokens: readonly IssuableToken[];
}

/** The UTX token as the ux chain's config lists it (eosio.token, 4 decimals on the devnet). */
export function utxTokenOf(config: NetworkConfig): BalanceToken {
  return (
    config.chains.ux?.balances.find((token) => token.symbol === CORE_SYMBOL.code) ?? {
      contract: "eosio.token",
      symbol: CORE_SYMBOL.code,
      decimals: CORE_SYMBOL.precision,
    }
  );
}

/** One token's stat row, or null when the node has none or answers otherwise (logged). */
async function issuerOf(
  api: Pick<ChainClient, "getTableRows">,
  token: BalanceToken,
  log: BalanceLog,
  signal?: AbortSignal,
): Promise<IssuableToken | null> {
  try {
    const { rows } = await api.getTableRows(
      { code: token.contract, scope: token.symbol, table: TOKEN_TABLES.stat, limit: 1 },
      currencyStatsRowSchema,
      signal,
    );
    const row = rows[0];
    const supply = row === undefined ? undefined : parseAsset(row.supply);
    const max = row === undefined ? undefined : parseAsset(row.max_supply);
    if (row === undefined || !supply?.ok || !max?.ok) return null;
    return {
      contract: token.contract,
      symbol: token.symbol,
      decimals: supply.value.symbol.precision,
      issuer: row.issuer,
      available: max.value.amount - supply.value.amount,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    log(`stat lookup failed for ${token.symbol} on ${token.contract}`, error);
    return null;
  }
}

/**
 * One read of the manage view. Balance and stat lookups that fail count as nothing (and a log line); only
 * the chain's time is required, so a node that does not answer fails the read.
 */
export async function fetchManageData(
  config: NetworkConfig,
  account: string,
  log: BalanceLog,
  fetchFn: FetchFunction = fetch,
  signal?: AbortSignal,
): Promise<ManageData> {
  const ux = config.chains.ux;
  if (ux === undefined) throw new Error("The network has no UX chain");
  const api = createChainClient(ux.api, { fetch: fetchFn });
  const utxToken = utxTokenOf(config);
  const threeLetter = ux.balances.filter((token) => /^[A-Z]{3}$/.test(token.symbol));
  const [info, [utx], instruments, tokens] = await Promise.all([
    api.getInfo(signal),
    fetchTokenBalances(api, account, [utxToken], log, signal),
    fetchContractBalances(api, account, ux.stake === undefined ? [] : [ux.stake], log, signal),
    Promise.all(threeLetter.map((token) => issuerOf(api, token, log, signal))),
  ]);
  const held = instruments.map((balance) => ({
    amount: balance.units,
    symbol: { code: balance.symbol, precision: balance.decimals },
  }));
  return {
    nowMs: chainTimeToMs(info.head_block_time),
    utx: utx?.units ?? 0n,
    holdings: instrumentHoldings(CORE_SYMBOL.code, held),
    tokens: tokens.filter((token): token is IssuableToken => token !== null),
  };
}
