import {
  type ChainConfig,
  type EndpointVerdict,
  endpointVerdict,
  expectedChainId,
  LATENCY_PROBES,
  PROBE_TIMEOUT_MS,
  type ProbeSample,
} from "@ux/core/config";
import * as z from "zod/mini";

export type ProbedChain = Pick<ChainConfig, "type" | "chain_id" | "ethChainId">;

export interface ProbeDeps {
  fetch: typeof fetch;
  /** A monotonic clock in milliseconds (performance.now). */
  now: () => number;
  /** How long a request may take; PROBE_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a probe reads of the answers: get_info's chain id, eth_chainId's hex quantity. */
const getInfoAnswer = z.object({ chain_id: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)) });
const chainIdAnswer = z.object({ result: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)) });

async function answerOf<T>(response: Response, schema: z.ZodMiniType<T>): Promise<T> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error("not a node answer");
  return parsed.data;
}

/**
 * The chain id the endpoint at `url` reports, in the form expectedChainId gives: nodeos' get_info chain_id
 * (lowercase hex) or the decimal of Ethereum's eth_chainId. Requests of their own, not the app's node
 * clients: a probe reads nothing else, and the panel's chunk stays small.
 */
async function reportedChainId(chain: ProbedChain, url: string, deps: ProbeDeps, signal: AbortSignal) {
  if (chain.type === "ethereum") {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
    const init = { method: "POST", headers: { "content-type": "application/json" }, body, signal };
    const { result } = await answerOf(await deps.fetch(url, init), chainIdAnswer);
    return BigInt(result).toString();
  }
  // GET, no headers: a CORS simple request, as the app's own node reads are.
  const infoUrl = `${url.replace(/\/+$/, "")}/v1/chain/get_info`;
  const { chain_id } = await answerOf(await deps.fetch(infoUrl, { signal }), getInfoAnswer);
  return chain_id.toLowerCase();
}

/** One timed request, which gives up after the timeout (or when `signal` aborts). */
async function probeOnce(chain: ProbedChain, url: string, deps: ProbeDeps, signal?: AbortSignal) {
  const timeoutMs = deps.timeoutMs ?? PROBE_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const started = deps.now();
  try {
    const chainId = await reportedChainId(chain, url, deps, both);
    return { ok: true, chainId, ms: deps.now() - started } satisfies ProbeSample;
  } catch (error) {
    const reason = timeout.aborted ? `no answer within ${timeoutMs} ms` : reasonOf(error);
    return { ok: false, reason } satisfies ProbeSample;
  }
}

/**
 * Measures the endpoint at `url` of `chain`: LATENCY_PROBES requests one after another (so they do not
 * queue behind each other), stopping at the first that fails or reports another chain, which settles it.
 */
export async function probeEndpoint(
  chain: ProbedChain,
  url: string,
  deps: ProbeDeps,
  signal?: AbortSignal,
): Promise<EndpointVerdict> {
  const expected = expectedChainId(chain);
  const samples: ProbeSample[] = [];
  for (let i = 0; i < LATENCY_PROBES; i++) {
    const sample = await probeOnce(chain, url, deps, signal);
    samples.push(sample);
    if (!sample.ok || sample.chainId !== expected) break;
  }
  // Cancelled (the panel closed): no verdict, rather than an 'unreachable' that was never measured.
  signal?.throwIfAborted();
  return endpointVerdict(expected, samples);
}
