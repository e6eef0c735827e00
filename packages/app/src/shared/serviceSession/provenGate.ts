import type { ServiceSession } from "./serviceSession";
import { notSignedIn } from "./serviceSessionMessages";

/** Why an event of the proven account was not sent: the answer its caller gives instead. */
export type NotSent = { kind: "noAnswer" } | { kind: "refused"; message: string };

/**
 * Waits for the session's handshake before an event of the proven account rather than racing it: null
 * once bound; otherwise no answer (no connection) or the refusal of a session that is not proven, which
 * `onRefused` shows where the caller's service shows its own refusals.
 */
export async function awaitProven(
  session: ServiceSession | null,
  connected: boolean,
  service: string,
  onRefused?: (message: string) => void,
): Promise<NotSent | null> {
  if (session === null || !connected) return { kind: "noAnswer" };
  const binding = await session.whenBound();
  if (binding.status === "offline") return { kind: "noAnswer" };
  if (binding.status === "bound") return null;
  const message = notSignedIn(service, binding.reason);
  onRefused?.(message);
  return { kind: "refused", message };
}
