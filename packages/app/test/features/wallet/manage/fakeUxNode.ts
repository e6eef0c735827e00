import type { FetchFunction } from "@ux/core/chainClient";

/**
 * A ux node for the manage view's reads: get_info (head time), get_currency_balance (per contract and
 * account, optionally one symbol) and get_table_rows of `stat`. Tests change `state` between reads; a
 * contract listed in `failing` answers 500.
 */
export interface FakeUxNodeState {
  headTime: string;
  /** contract -> account -> balances ('5.0000 UTX'). */
  balances: Record<string, Record<string, string[]>>;
  /** 'contract:SYMBOL' -> stat row. */
  stats: Record<string, { supply: string; max_supply: string; issuer: string }>;
  failing: Set<string>;
  infoDown: boolean;
}

export function fakeUxNode(initial: Partial<FakeUxNodeState> = {}) {
  const state: FakeUxNodeState = {
    headTime: "2026-11-25T10:00:00.000",
    balances: {},
    stats: {},
    failing: new Set(),
    infoDown: false,
    ...initial,
  };
  const requests: string[] = [];
  const json = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });
  const fetchFn: FetchFunction = async (url, init) => {
    const path = new URL(url).pathname;
    const body = JSON.parse(init?.body ?? "{}") as Record<string, string>;
    requests.push(`${path} ${body.code ?? ""}`.trim());
    if (path === "/v1/chain/get_info") {
      if (state.infoDown) throw new TypeError("Failed to fetch");
      return json(200, {
        chain_id: "aa".repeat(32),
        head_block_num: 100,
        head_block_id: `${"00".repeat(3)}64${"ab".repeat(28)}`,
        head_block_time: state.headTime,
        last_irreversible_block_num: 90,
        last_irreversible_block_id: `${"00".repeat(3)}5a${"ab".repeat(28)}`,
      });
    }
    const code = body.code ?? "";
    if (state.failing.has(code)) return json(500, { code: 500, message: "down", error: { name: "x" } });
    if (path === "/v1/chain/get_currency_balance") {
      const all = state.balances[code]?.[body.account ?? ""] ?? [];
      return json(200, body.symbol ? all.filter((text) => text.endsWith(` ${body.symbol}`)) : all);
    }
    if (path === "/v1/chain/get_table_rows") {
      const row = state.stats[`${code}:${body.scope}`];
      return json(200, { rows: row ? [row] : [], more: false });
    }
    return json(404, {});
  };
  return { state, requests, fetchFn };
}
