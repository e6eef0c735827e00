/*
 * Sticky sessions behind a load balancer: a service instance starts each socket.io session id with its own
 * name and a dot, and the balancer sends every request that carries that id (HTTP long-polling, the
 * websocket upgrade) to that instance. Shared by the services (which make the ids) and the launcher's
 * balancer (which reads them).
 */

/** An instance name: short, lowercase letters and digits, so it never needs escaping in a URL. */
export const INSTANCE_NAME = /^[a-z0-9]{1,16}$/;

/** What a session id of `instance` starts with. */
export function sessionIdPrefix(instance: string): string {
  if (!INSTANCE_NAME.test(instance)) throw new Error(`invalid instance name '${instance}'`);
  return `${instance}.`;
}

/** The instance a session id names, or null when it names none. */
export function instanceOfSessionId(sid: string): string | null {
  const dot = sid.indexOf(".");
  if (dot < 1) return null;
  const instance = sid.slice(0, dot);
  return INSTANCE_NAME.test(instance) ? instance : null;
}
