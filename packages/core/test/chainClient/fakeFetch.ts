import type { NodeosErrorBody } from "../../src/chainClient/nodeosError";
import type { FetchFunction } from "../../src/chainClient/nodeRequest";

export type Call = { url: string; method: string; body: unknown; init: Record<string, unknown> };
export type Answer = { status?: number; json: unknown } | { status: number; text: string } | Error;

/** A fetch that answers each request with `answer(call)` and records every request exactly as sent. */
export function fakeFetch(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  const fetchFn: FetchFunction = async (url, init) => {
    const call = {
      url,
      method: init.method,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
      init: { ...init },
    };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    const status = result.status ?? 200;
    const json = "text" in result ? async () => JSON.parse(result.text) as unknown : async () => result.json;
    return { ok: status >= 200 && status < 300, status, json };
  };
  return { calls, fetchFn };
}

/** Answers from a queue, in order. */
export function scriptedFetch(answers: Answer[]) {
  return fakeFetch(() => answers.shift() ?? new Error("no scripted answer"));
}

/** nodeos' error JSON for an exception. */
export function nodeosErrorJson(name: string, code: number, message: string, status = 500): NodeosErrorBody {
  return {
    code: status,
    message: "Internal Service Error",
    error: { code, name, what: name, details: [{ message }] },
  };
}

export const CHAIN_ID = "7578000000000000000000000000000000000000000000000000000000000001";

/** A block id with the block number in its first 4 bytes and 0x12345678 as ref_block_prefix. */
export function blockId(num: number): string {
  return `${num.toString(16).padStart(8, "0")}aaaaaaaa78563412${"0".repeat(40)}`;
}
