import type { Socket } from "socket.io";

/*
 * How every product socket handles a client event: the last argument may be an ack callback; a refusal is
 * sent as `msg` (spec: server errors arrive as an 'Error' notification) and as the ack's {error}; an
 * unexpected failure becomes such a refusal instead of a crash. Nothing is executed for a refused event.
 */

export type Ack = (answer: unknown) => void;

export type EventHandler = (ack: Ack | undefined, payload: unknown) => Promise<void>;

export function refuse(socket: Socket, ack: Ack | undefined, message: string): void {
  socket.emit("msg", message);
  ack?.({ error: message });
}

/** Registers `handler` for `event` on `socket`, guarded: a throw is logged and answered as a refusal. */
export function onEvent(
  socket: Socket,
  event: string,
  handler: EventHandler,
  log: (message: string) => void,
): void {
  socket.on(event, (...args: unknown[]) => {
    const last = args[args.length - 1];
    const ack = typeof last === "function" ? (last as Ack) : undefined;
    const payload = args.length > (ack ? 1 : 0) ? args[0] : undefined;
    handler(ack, payload).catch((error: unknown) => {
      log(`socket ${event}: ${error instanceof Error ? error.stack : String(error)}`);
      refuse(socket, ack, `${event} failed: ${error instanceof Error ? error.message : "internal error"}`);
    });
  });
}

/** What zod (classic or mini) reports for a failed parse. */
export interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** First problem of a failed parse, as one readable line. */
export function payloadError(event: string, error: ParseIssues): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join(".")}` : "";
  return `Invalid ${event} payload${where}: ${issue?.message ?? "malformed"}`;
}

/** A payload schema, zod classic or mini. */
export interface PayloadSchema<T> {
  safeParse(payload: unknown): { success: true; data: T } | { success: false; error: ParseIssues };
}

/** `handler` behind the parse of its payload: one that does not fit is refused and nothing runs. */
function parsedFirst<T>(
  socket: Socket,
  event: string,
  schema: PayloadSchema<T>,
  handler: (ack: Ack | undefined, payload: T) => Promise<void>,
): EventHandler {
  return async (ack, payload) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return refuse(socket, ack, payloadError(event, parsed.error));
    await handler(ack, parsed.data);
  };
}

/** Registers `event` with its payload parsed first: one that does not fit is refused and nothing runs. */
export function onParsedEvent<T>(
  socket: Socket,
  event: string,
  schema: PayloadSchema<T>,
  handler: (ack: Ack | undefined, payload: T) => Promise<void>,
  log: (message: string) => void,
): void {
  onEvent(socket, event, parsedFirst(socket, event, schema, handler), log);
}

/** onParsedEvent for one connection and its log, for a module that registers several of its events. */
export function parsedEventsOf(socket: Socket, log: (message: string) => void) {
  return <T>(
    event: string,
    schema: PayloadSchema<T>,
    handler: (ack: Ack | undefined, payload: T) => Promise<void>,
  ): void => onParsedEvent(socket, event, schema, handler, log);
}

/** The connection's proven session (auth/provenSession): the account it bound, or null. */
export interface BoundUser {
  user(): string | null;
}

export const notProven = (event: string) =>
  `Prove your account before ${event}: getNonce, verifyAuth (or verifyAuthMetamask), then setUser`;

/** An event that carries nothing to parse. */
export const NO_PAYLOAD: PayloadSchema<undefined> = {
  safeParse: () => ({ success: true, data: undefined }),
};

/**
 * Registers an account-specific `event`: refused unless the connection has proven and bound an account,
 * then its payload parsed; the handler acts for that account only.
 */
export function onProvenEvent<T>(
  socket: Socket,
  session: BoundUser,
  event: string,
  schema: PayloadSchema<T>,
  handler: (ack: Ack | undefined, user: string, payload: T) => Promise<void>,
  log: (message: string) => void,
): void {
  onEvent(
    socket,
    event,
    async (ack, payload) => {
      const user = session.user();
      if (user === null) return refuse(socket, ack, notProven(event));
      await parsedFirst(socket, event, schema, (ack, data: T) => handler(ack, user, data))(ack, payload);
    },
    log,
  );
}
