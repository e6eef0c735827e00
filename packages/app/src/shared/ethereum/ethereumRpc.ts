import * as z from "zod/mini";

/*
 * Reads from an Ethereum node's JSON-RPC (the network config's chain api), independent of which chain the
 * browser wallet is on. Answers are parsed: a node that answers something else is an error, never a value.
 */

export type EthereumRpc = (method: string, params: unknown[], signal?: AbortSignal) => Promise<unknown>;

const answerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);

let nextId = 1;

/** A JSON-RPC caller for the node at `url`. */
export function ethereumRpc(url: string, fetchFn: typeof fetch = fetch): EthereumRpc {
  return async (method, params, signal) => {
    const response = await fetchFn(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
      ...(signal === undefined ? {} : { signal }),
    });
    if (!response.ok) throw new Error(`${method}: the Ethereum node answered HTTP ${response.status}`);
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) throw new Error(`${method}: the Ethereum node's answer is not JSON-RPC`);
    if ("error" in answer.data) throw new Error(`${method}: ${answer.data.error.message}`);
    return answer.data.result;
  };
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** A hex quantity or 32-byte word as a bigint; throws on anything else. */
export function readQuantity(method: string, value: unknown): bigint {
  if (typeof value !== "string" || !QUANTITY.test(value))
    throw new Error(`${method}: expected a hex quantity, got ${String(value)}`);
  return BigInt(value);
}
