/** How often a node that does not answer yet is asked again. */
const RETRY_MS = 100;

/**
 * Resolves once every node answers GET /v1/chain/get_info (any HTTP status), or once `timeoutMs` has passed
 * (whatever needs a node then fails as it would have). The local network starts the services beside the
 * devnet rather than after it, so that opening the database overlaps the chains' start.
 */
export async function untilNodesAnswer(apis: readonly string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await Promise.all(
    [...new Set(apis)].map(async (api) => {
      while (Date.now() < deadline) {
        try {
          await fetch(`${api}/v1/chain/get_info`, { signal: AbortSignal.timeout(2_000) });
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    }),
  );
}
