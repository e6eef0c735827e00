import { emitWithAck, type SocketLike } from "./socketLike";

/** What a service's acknowledged request came back with. */
export type ServiceAnswer<Answer> =
  | { kind: "answered"; answer: Answer }
  /** The service refused: its text (the `msg` it also sent is shown already). */
  | { kind: "refused"; message: string }
  /** No connection, or no answer in time. */
  | { kind: "noAnswer" };

export interface AnswerParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface AnsweringService {
  /** The service as the user reads it ("swap service"). */
  service: string;
  /** The socket as log lines name it ("swap socket"). */
  socket: string;
}

const isErrorAnswer = (answer: unknown): answer is { error: string } =>
  typeof answer === "object" && answer !== null && typeof (answer as { error?: unknown }).error === "string";

/**
 * Emits `event` and reads the service's acknowledgement: {error} is its refusal; what `schema` does not
 * parse is logged and shown, and counts as a refusal (nothing may act on it).
 */
export async function askService<T>(
  socket: SocketLike,
  event: string,
  payload: unknown,
  schema: AnswerParser<T>,
  names: AnsweringService,
  handlers: { onMessage(text: string): void; log(message: string, detail?: unknown): void },
): Promise<ServiceAnswer<T>> {
  const answer = await emitWithAck(socket, event, payload);
  if (answer === undefined) return { kind: "noAnswer" };
  if (isErrorAnswer(answer)) return { kind: "refused", message: answer.error };
  const parsed = schema.safeParse(answer);
  if (parsed.success) return { kind: "answered", answer: parsed.data };
  handlers.log(`${names.socket}: malformed answer to ${event}`, answer);
  const message = `The ${names.service} answered ${event} with something unexpected`;
  handlers.onMessage(message);
  return { kind: "refused", message };
}
