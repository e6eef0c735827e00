import { z } from "zod";
import { nodeError, ProviderRpcError } from "./providerRpcError";

export type FetchFunction = (
  input: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

const answerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }) }),
]);

let nextId = 1;

/** One JSON-RPC call to a chain's node; node errors come back as MetaMask passes them on (see nodeError). */
export async function callRpc(
  fetchFunction: FetchFunction,
  url: string,
  method: string,
  params: unknown[],
): Promise<unknown> {
  let body: unknown;
  try {
    const response = await fetchFunction(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
    });
    body = await response.json();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderRpcError(-32603, `Request for method '${method}' on ${url} failed: ${reason}`);
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success)
    throw new ProviderRpcError(-32603, `Invalid JSON-RPC answer from ${url} for '${method}'`);
  if ("error" in answer.data) throw nodeError(answer.data.error);
  return answer.data.result;
}
