import {
  STAKE_SOCKET_EVENTS as EVENTS,
  type ExpiryRateEntry,
  expiryRateTableSchema,
  type RedeemRequest,
  type StakeHistoryItem,
  type StakeRequest,
  type StakeResponse,
  stakeHistorySchema,
  stakeResponseSchema,
  type UnstakeRequest,
  type UnwindResponse,
  unwindResponseSchema,
} from "@ux/core/stake/socket";
import { msg } from "../../../shared/i18n/msg";
import { awaitProven } from "../../../shared/serviceSession/provenGate";
import type { ServiceSession } from "../../../shared/serviceSession/serviceSession";
import { type AnswerParser, askService } from "../../../shared/socket/serviceAnswer";
import type { SocketLike } from "../../../shared/socket/socketLike";

export interface StakeSocketHandlers {
  onRates(rates: ExpiryRateEntry[]): void;
  onHistory(items: StakeHistoryItem[]): void;
  /** The service's `msg` text (spec 2 §8: an error notification showing it). */
  onMessage(text: string): void;
  log(message: string, detail?: unknown): void;
}

/** What a co-signing request came back with. */
export type CosignAnswer<Response> =
  | { kind: "cosigned"; response: Response }
  /** The service refused (its `msg` carries the same text, already shown). */
  | { kind: "refused"; message: string }
  /** No connection, or no answer in time. */
  | { kind: "noAnswer" };

export interface StakeSocketClient {
  /** The proven account, or null for a socket that only reads the rates (no wallet). */
  readonly account: string | null;
  requestStake(request: StakeRequest): Promise<CosignAnswer<StakeResponse>>;
  requestUnstake(request: UnstakeRequest): Promise<CosignAnswer<UnwindResponse>>;
  requestRedeem(request: RedeemRequest): Promise<CosignAnswer<UnwindResponse>>;
  close(): void;
}

export const STAKE_SERVICE = msg("stake service");
export const STAKE_SERVICE_SILENT = msg("The stake service did not answer; try again");

const STAKE_NAMES = { service: STAKE_SERVICE, socket: "stake socket" };

/**
 * The stake socket (spec 2 §7): expiryRates and stakeHistory parsed with core's schemas and handed on, `msg`
 * shown, reconnection left to socket.io. With a proven session (shared/serviceSession) the requests wait for
 * its handshake and are answered through the acknowledgement, parsed before anything is signed.
 */
export function createStakeSocketClient(
  socket: SocketLike,
  session: ServiceSession | null,
  handlers: StakeSocketHandlers,
): StakeSocketClient {
  let closed = false;
  socket.on("disconnect", (reason: string) => {
    if (!closed && reason === "io server disconnect") socket.connect();
  });
  socket.on(EVENTS.expiryRates, (payload: unknown) => {
    const parsed = expiryRateTableSchema.safeParse(payload);
    if (parsed.success) handlers.onRates(parsed.data);
    else handlers.log("stake socket: malformed expiryRates dropped", payload);
  });
  socket.on(EVENTS.stakeHistory, (payload: unknown) => {
    const parsed = stakeHistorySchema.safeParse(payload);
    if (parsed.success) handlers.onHistory(parsed.data);
    else handlers.log("stake socket: malformed stakeHistory dropped", payload);
  });
  socket.on(EVENTS.msg, (text: unknown) => {
    handlers.onMessage(typeof text === "string" ? text : JSON.stringify(text));
  });

  const request = async <Response>(
    event: string,
    payload: unknown,
    schema: AnswerParser<Response>,
  ): Promise<CosignAnswer<Response>> => {
    const notSent = await awaitProven(session, socket.connected, STAKE_SERVICE, handlers.onMessage);
    if (notSent !== null) return notSent;
    const answer = await askService(socket, event, payload, schema, STAKE_NAMES, handlers);
    return answer.kind === "answered" ? { kind: "cosigned", response: answer.answer } : answer;
  };

  return {
    account: session?.account ?? null,
    requestStake: (payload) => request(EVENTS.requestStake, payload, stakeResponseSchema),
    requestUnstake: (payload) => request(EVENTS.requestUnstake, payload, unwindResponseSchema),
    requestRedeem: (payload) => request(EVENTS.requestRedeem, payload, unwindResponseSchema),
    close() {
      closed = true;
      session?.close();
      socket.disconnect();
    },
  };
}
