import {
  type AccountCreated,
  accountCreatedSchema,
  type CodeUser,
  type Confirmations,
  type CreateAccountPayload,
  codesListSchema,
  codeUserSchema,
  confirmationsSchema,
  SWAP_SOCKET_EVENTS as EVENTS,
  type LiveInfo,
  liveInfoSchema,
  pairsSchema,
  type ReferralCodeEntry,
  type RequestAccepted,
  ratesSchema,
  requestAcceptedSchema,
  type SwapCompleted,
  type SwapPair,
  type SwapRequestPayload,
  swapCompletedSchema,
  type TransferOnEthereumPayload,
  type TxError,
  txErrorSchema,
} from "@ux/core/accounts/socket";
import * as z from "zod/mini";
import { msg } from "../i18n/msg";
import { t, translate } from "../i18n/translate";
import { awaitProven } from "../serviceSession/provenGate";
import type { BindingState } from "../serviceSession/provenSessionHandshake";
import type { ServiceSession } from "../serviceSession/serviceSession";
import { type AnswerParser, askService } from "../socket/serviceAnswer";
import type { SocketLike } from "../socket/socketLike";
import type { SwapAnswer } from "./swapAnswer";

/** A job's news as the service pushes it (swapSocketEvents.ts), parsed. */
export type SwapJobEvent =
  | { kind: "confirmations"; news: Confirmations }
  | { kind: "accountCreated"; news: AccountCreated }
  | { kind: "swapCompleted"; news: SwapCompleted }
  | { kind: "txError"; news: TxError };

export interface SwapSocketHandlers {
  onConnection(connected: boolean): void;
  onPairs(pairs: SwapPair[]): void;
  onRates(rates: Record<string, string>): void;
  onLiveInfo(info: LiveInfo): void;
  /** codesList, for the proven account. */
  onCodes(codes: ReferralCodeEntry[]): void;
  onJob(event: SwapJobEvent): void;
  /** The service's `msg` (spec 1 §8: an 'Error' notification showing it). */
  onMessage(text: string): void;
  log(message: string, detail?: unknown): void;
}

export interface SwapSocketClient {
  /** The logged-in UX account the session may prove, or null (no wallet: requests and payments only). */
  readonly account: string | null;
  isConnected(): boolean;
  /** Whether this connection's proven session ended (a logout): the account needs a new connection. */
  sessionEnded(): boolean;
  /** request (an Ethereum-paid swap or account): requestAccepted says exactly what to send. */
  request(payload: SwapRequestPayload): Promise<SwapAnswer<RequestAccepted>>;
  /** transferOnEthereum, once the payment is sent: the job's news follows (watchJob). */
  transferOnEthereum(payload: TransferOnEthereumPayload): Promise<SwapAnswer<unknown>>;
  /** createAccount, with the signed, not broadcast EOSIO payment: the job's news follows (watchJob). */
  createAccount(payload: CreateAccountPayload): Promise<SwapAnswer<unknown>>;
  /** Calls `listener` with each news of job `id` from now on; returns the unsubscribe. */
  watchJob(id: string, listener: (event: SwapJobEvent) => void): () => void;
  /** Calls `listener` with each `msg` (a page resets its flow on one); returns the unsubscribe. */
  onMessage(listener: (text: string) => void): () => void;
  /** Proves the account now (Referrals' 'Sign verification'): bound, or why not. */
  verify(): Promise<BindingState>;
  /** Where the proven session stands without asking the wallet (a stored token may have bound it). */
  whenVerified(): Promise<BindingState>;
  /** getCodes -> the proven account's links (also pushed as codesList). */
  getCodes(): Promise<SwapAnswer<ReferralCodeEntry[]>>;
  /** getNewCode -> the new code and every link. */
  getNewCode(): Promise<SwapAnswer<{ code: string; codes: ReferralCodeEntry[] }>>;
  /** getCodeUser -> whose link a code is; any connection may ask. */
  getCodeUser(code: string): Promise<SwapAnswer<CodeUser>>;
  close(): void;
}

export const SWAP_SERVICE = msg("swap service");

const NO_SESSION: BindingState = { status: "unproven", reason: "not logged in" };

const newCodeAnswerSchema = z.object({ code: z.string(), codes: codesListSchema });

const SWAP_NAMES = { service: SWAP_SERVICE, socket: "swap socket" };

/** Any answer that is not a refusal: what createAccount and transferOnEthereum acknowledge with. */
const anyAnswer: AnswerParser<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

const JOB_EVENTS = [
  [EVENTS.confirmations, "confirmations", confirmationsSchema],
  [EVENTS.accountCreated, "accountCreated", accountCreatedSchema],
  [EVENTS.swapCompleted, "swapCompleted", swapCompletedSchema],
  [EVENTS.txError, "txError", txErrorSchema],
] as const;

/**
 * The swap socket (spec 1 §7; protocol in @ux/core/accounts/socket): pairs, rates, liveInfo, codesList and
 * every job's news parsed with core's schemas and handed on (a payload that does not parse is dropped with
 * a log line), `msg` shown, reconnection left to socket.io. Requests are answered through socket.io's
 * acknowledgement, parsed before the page acts on them. The proven session (deferred: the wallet is asked
 * only by verify()) is needed by the referral events alone.
 */
export function createSwapSocketClient(
  socket: SocketLike,
  session: ServiceSession | null,
  handlers: SwapSocketHandlers,
): SwapSocketClient {
  let closed = false;
  const jobListeners = new Map<string, Set<(event: SwapJobEvent) => void>>();
  const messageListeners = new Set<(text: string) => void>();

  const listen = <T>(event: string, schema: AnswerParser<T>, handle: (value: T) => void) => {
    socket.on(event, (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) handle(parsed.data);
      else handlers.log(`swap socket: malformed ${event} dropped`, payload);
    });
  };

  socket.on("connect", () => handlers.onConnection(true));
  socket.on("disconnect", (reason: string) => {
    handlers.onConnection(false);
    if (!closed && reason === "io server disconnect") socket.connect();
  });
  listen(EVENTS.pairs, pairsSchema, handlers.onPairs);
  listen(EVENTS.rates, ratesSchema, handlers.onRates);
  listen(EVENTS.liveInfo, liveInfoSchema, handlers.onLiveInfo);
  listen(EVENTS.codesList, codesListSchema, handlers.onCodes);
  for (const [event, kind, schema] of JOB_EVENTS) {
    listen(event, schema as AnswerParser<SwapJobEvent["news"]>, (news) => {
      const job = { kind, news } as SwapJobEvent;
      handlers.onJob(job);
      for (const listener of [...(jobListeners.get(news.uuid) ?? [])]) listener(job);
    });
  }
  socket.on(EVENTS.msg, (text: unknown) => {
    const message = typeof text === "string" ? text : JSON.stringify(text);
    handlers.onMessage(message);
    for (const listener of [...messageListeners]) listener(message);
  });

  const ask = async <T>(event: string, payload: unknown, schema: AnswerParser<T>): Promise<SwapAnswer<T>> => {
    if (closed || !socket.connected) return { kind: "noAnswer" };
    return askService(socket, event, payload, schema, SWAP_NAMES, handlers);
  };

  /** An event of the proven account: waits for the session's handshake, refused while unproven. */
  const askProven = async <T>(
    event: string,
    payload: unknown,
    schema: AnswerParser<T>,
  ): Promise<SwapAnswer<T>> => {
    return (await awaitProven(session, socket.connected, SWAP_SERVICE)) ?? ask(event, payload, schema);
  };

  return {
    account: session?.account ?? null,
    isConnected: () => socket.connected,
    sessionEnded: () => session?.ended ?? false,
    async request(payload) {
      const answer = await ask(EVENTS.request, payload, requestAcceptedSchema);
      if (answer.kind !== "answered" || answer.answer.id === payload.id) return answer;
      // An answer for another request must not be paid.
      handlers.log("swap socket: requestAccepted for another request", answer.answer);
      const message = t("The {service} answered request with something unexpected", {
        service: translate(SWAP_SERVICE),
      });
      handlers.onMessage(message);
      return { kind: "refused", message };
    },
    transferOnEthereum: (payload) => ask(EVENTS.transferOnEthereum, payload, anyAnswer),
    createAccount: (payload) => ask(EVENTS.createAccount, payload, anyAnswer),
    watchJob(id, listener) {
      const listeners = jobListeners.get(id) ?? new Set();
      listeners.add(listener);
      jobListeners.set(id, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) jobListeners.delete(id);
      };
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => void messageListeners.delete(listener);
    },
    verify: () => (session === null ? Promise.resolve(NO_SESSION) : session.start()),
    whenVerified: () => (session === null ? Promise.resolve(NO_SESSION) : session.whenBound()),
    getCodes: () => askProven(EVENTS.getCodes, undefined, codesListSchema),
    getNewCode: () => askProven(EVENTS.getNewCode, undefined, newCodeAnswerSchema),
    getCodeUser: (code) => ask(EVENTS.getCodeUser, { code }, codeUserSchema),
    close() {
      if (closed) return;
      closed = true;
      jobListeners.clear();
      messageListeners.clear();
      session?.close();
      socket.disconnect();
    },
  };
}
