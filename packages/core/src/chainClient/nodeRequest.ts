import type * as z from "zod/mini";
import { NodeosError, nodeosErrorBody } from "./nodeosError";
import { MalformedAnswerError, NodeUnreachableError } from "./transportErrors";

/**
 * The part of fetch a node client uses. Core does no I/O of its own: the caller passes fetch (the
 * browser's, Node's, or a test's fake). It is always called as a plain function, never as a method,
 * because a browser's fetch refuses any `this` but the window.
 */
export type FetchFunction = (
  url: string,
  init: { method: "GET" | "POST"; body?: string; signal?: AbortSignal },
) => Promise<Pick<Response, "ok" | "status" | "json">>;

/** Sends one request: GET without a body, POST with one; answers the JSON it got. */
export type NodeRequest = (path: string, body: unknown, signal: AbortSignal | undefined) => Promise<unknown>;

export interface NodeRequestOptions {
  /** Every request gives up after this long (with the caller's signal, whichever fires first). */
  timeoutMs?: number;
}

/** A base URL without trailing slashes, so paths join with exactly one. */
export function nodeBaseUrl(url: string): string {
  return url.replace(/\/+$/, "");
}

/**
 * The caller's signal and the timeout. The timer is cleared once the answer is read: AbortSignal.timeout's
 * ran its full time after every answer (a service's follower asks several times a second, all day).
 */
function requestSignal(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): { signal: AbortSignal | undefined; done: () => void } {
  if (timeoutMs === undefined) return { signal, done: () => undefined };
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
    timeoutMs,
  );
  return {
    signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    done: () => clearTimeout(timer),
  };
}

/**
 * The one request path to a node: nodeos' error answer becomes NodeosError, a missing or unreadable
 * answer NodeUnreachableError. POST bodies go as text/plain JSON (nodeos reads the body whatever its
 * type) and no header is added, which keeps every browser call a CORS "simple request": no preflight
 * doubling the requests.
 */
export function createNodeRequest(
  baseUrl: string,
  fetchFn: FetchFunction,
  options: NodeRequestOptions = {},
): NodeRequest {
  const base = nodeBaseUrl(baseUrl);
  return async (path, body, callerSignal) => {
    const { signal, done } = requestSignal(callerSignal, options.timeoutMs);
    try {
      return await answerOf(base, path, body, signal, fetchFn);
    } finally {
      done();
    }
  };
}

/** One request and its answer, or the error that says what is known of it. */
async function answerOf(
  base: string,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
  fetchFn: FetchFunction,
): Promise<unknown> {
  const init =
    body === undefined
      ? { method: "GET" as const, ...(signal ? { signal } : {}) }
      : { method: "POST" as const, body: JSON.stringify(body), ...(signal ? { signal } : {}) };
  let response: Awaited<ReturnType<FetchFunction>>;
  try {
    response = await fetchFn(`${base}${path}`, init);
  } catch (error) {
    throw NodeUnreachableError.noAnswer(path, error);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    // An error page that is not JSON came from something in front of the node, not from nodeos; a
    // success cut off mid-way is a lost connection. Neither says whether the node acted.
    if (!response.ok) throw NodeUnreachableError.notJson(path, response.status, error);
    throw NodeUnreachableError.noAnswer(path, error);
  }
  if (!response.ok) throw new NodeosError(response.status, nodeosErrorBody(json), path);
  return json;
}

/** The first problem zod found, as `field.path: message`. */
export function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "invalid";
}

/** A node's answer read with its schema; an answer of another shape is MalformedAnswerError. */
export function parseNodeAnswer<T>(path: string, schema: z.ZodMiniType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new MalformedAnswerError(path, issueText(parsed.error));
  return parsed.data;
}
