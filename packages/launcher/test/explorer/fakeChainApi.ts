import type { FetchFunction } from "@ux/core/chainClient";

/** What a fake chain answers per endpoint path: a JSON body (status 200), or a status with a body. */
export type FakeAnswer = unknown | { status: number; body: unknown };

export interface FakeChainApi {
  fetch: FetchFunction;
  /** Every request made, as "GET /v2/history/get_actions?..." or "POST /v1/chain/get_account {...}". */
  calls: string[];
}

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === "object" && answer !== null && "status" in answer && "body" in answer;

/**
 * A chain API in memory for explorer tests: answers by path (without the query), records each request.
 * `answers` may be a function of the request body for endpoints that depend on it.
 */
export function fakeChainApi(
  answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>,
): FakeChainApi {
  const calls: string[] = [];
  const fetchFn: FetchFunction = async (url, init) => {
    const { pathname, search } = new URL(url);
    calls.push(`${init.method} ${pathname}${search}${init.body ? ` ${init.body}` : ""}`);
    const entry = answers[pathname];
    if (entry === undefined) throw new TypeError("fetch failed: connection refused");
    const answer = typeof entry === "function" ? entry(init.body ? JSON.parse(init.body) : undefined) : entry;
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  };
  return { fetch: fetchFn, calls };
}

export const TX_ID = "8d23cf4cbdbaadfa25c95a7486c6f52b09f1c7c606cde4ea76bf6accccd0e6ee";

export function info(head: number, lib: number) {
  return {
    chain_id: "7578000000000000000000000000000000000000000000000000000000000001",
    head_block_num: head,
    head_block_time: "2026-11-27T23:12:11.000",
    last_irreversible_block_num: lib,
    server_version_string: "v5.0.3-ux-devnet",
  };
}

/** A Hyperion action document. */
export function actionDoc(
  ordinal: number,
  creator: number,
  act: { account: string; name: string; data: unknown; actor?: string },
  extra: Record<string, unknown> = {},
) {
  return {
    "@timestamp": "2026-11-27T23:12:10.500",
    block_num: 40,
    trx_id: TX_ID,
    act: {
      account: act.account,
      name: act.name,
      authorization: [{ actor: act.actor ?? "alice", permission: "active" }],
      data: act.data,
    },
    notified: [act.account],
    cpu_usage_us: 155,
    net_usage_words: 25,
    action_ordinal: ordinal,
    creator_action_ordinal: creator,
    ...extra,
  };
}

export const nodeosError = (status: number, code: number, name: string, message: string) => ({
  status,
  body: { code: status, message: "error", error: { code, name, what: name, details: [{ message }] } },
});
