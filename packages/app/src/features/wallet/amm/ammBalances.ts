import { balanceRowSchema } from "@ux/core/amm/contract";
import type { FetchFunction } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { BALANCE_POOL_WAIT_MS, BALANCE_POOL_WAIT_TRIES } from "@ux/core/config";
import { DISPLAY_DECIMALS, formatDisplay, parseAsset } from "@ux/core/money";
import * as z from "zod/mini";
import { realSleep, type Sleep } from "../../../shared/chain/sleep";
import type { BalanceLog } from "../../../shared/chain/tokenBalances";
import { t } from "../../../shared/i18n/translate";
import type { BalanceRow } from "../walletBalances";

/** One AMM balance as the Wallet page lists it (spec 2 §2): symbol, contract, balance to 4 decimals. */
export type AmmBalanceRow = BalanceRow;

/** The state endpoint says up to which block its answer is (dfuse: up_to_block_num). */
const stateTableSchema = z.object({
  up_to_block_num: z.optional(z.number()),
  rows: z.array(z.object({ json: z.unknown() })),
});

/** GET {explorer}/v0/state/table?account={amm}&table=accounts&scope={account}&json=true (spec 1 §7). */
export function ammBalancesUrl(explorer: string, amm: string, account: string): string {
  const query = new URLSearchParams({ account: amm, table: "accounts", scope: account, json: "true" });
  return `${explorer.replace(/\/+$/, "")}/v0/state/table?${query}`;
}

/**
 * The non-zero balances of a state-table answer (rows[].json.balance), each rounded down to 4 decimals.
 * A row that does not parse is skipped and logged: one bad row must not hide the others.
 */
export function ammBalanceRows(answer: unknown, log: BalanceLog): AmmBalanceRow[] {
  const parsed = stateTableSchema.safeParse(answer);
  if (!parsed.success) throw new Error(t("The AMM balances answer is not a state table"));
  return parsed.data.rows.flatMap(({ json }) => {
    const row = balanceRowSchema.safeParse(json);
    const asset = row.success ? parseAsset(row.data.balance) : undefined;
    if (!row.success || !asset?.ok) {
      log("AMM balance row skipped", json);
      return [];
    }
    const { amount, symbol } = asset.value;
    if (amount === 0n) return [];
    return [
      {
        symbol: symbol.code,
        contract: row.data.contract,
        amount: formatDisplay(amount, symbol.precision, DISPLAY_DECIMALS),
      },
    ];
  });
}

/** A read that must show a transaction: the state endpoint's answer must be at or past its block. */
export interface AmmBalancesAfter {
  blockNum: number;
  sleep?: Sleep;
}

/**
 * The account's AMM balances; a failed lookup is a log line and no balances (spec 2 §8 'Balance lookup
 * failure': balance set to 0). The explorer serves the state table; without one the node's URL is tried.
 * With `after`, an answer from before that block is read again (the explorer is an indexer that trails the
 * node a transaction was confirmed on): up to 10 times 250 ms (spec 1 §9's balance refresh wait), then the
 * last answer is shown.
 */
export async function fetchAmmBalances(
  config: NetworkConfig,
  account: string,
  log: BalanceLog,
  fetchFn: FetchFunction = fetch,
  signal?: AbortSignal,
  after?: AmmBalancesAfter,
): Promise<AmmBalanceRow[]> {
  const ux = config.chains.ux;
  if (ux?.amm === undefined) return [];
  const url = ammBalancesUrl(ux.explorer ?? ux.api, ux.amm, account);
  try {
    for (let waits = 0; ; waits++) {
      const response = await fetchFn(url, { method: "GET", ...(signal ? { signal } : {}) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer: unknown = await response.json();
      const upTo = stateTableSchema.safeParse(answer).data?.up_to_block_num;
      const behind = after !== undefined && upTo !== undefined && upTo < after.blockNum;
      if (behind && waits < BALANCE_POOL_WAIT_TRIES) {
        await (after.sleep ?? realSleep)(BALANCE_POOL_WAIT_MS, signal);
        continue;
      }
      if (behind) log(`AMM balances of ${account} still before block ${after.blockNum}; showing them`);
      return ammBalanceRows(answer, log);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    log(`AMM balance lookup failed for ${account}; showing none`, error);
    return [];
  }
}
