/** Polls a URL until it answers (any HTTP status) or the child dies or time runs out. */
export async function waitUntilAnswering(
  url: string,
  isAlive: () => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`exited before ${url} answered`);
    try {
      // Ethereum's JSON-RPC answers POST only; any answer means it listens.
      await fetch(url, { method: url.includes("/v1/") ? "GET" : "POST", signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
