import {
  createAccountPayloadSchema,
  SWAP_SOCKET_EVENTS as EVENTS,
  getCodeUserPayloadSchema,
  swapRequestPayloadSchema,
  transferOnEthereumPayloadSchema,
} from "@ux/core/accounts/socket";
import type { Server, Socket } from "socket.io";
import { attachProvenSession, type SessionAuthority } from "../auth/provenSession";
import { type RateLimit, RateLimiter, takeEach } from "../auth/rateLimiter";
import { insertSwapJob, type SwapJob, swapJob } from "../db/swapJobStore";
import {
  type Ack,
  NO_PAYLOAD,
  onProvenEvent,
  type PayloadSchema,
  parsedEventsOf,
  refuse,
} from "../socket/socketEvents";
import { type AccountIntakeDeps, acceptAccountPayment, type IntakeResult } from "./accountPaymentIntake";
import { planEthereumRequest, type RequestDeps } from "./ethereumRequest";
import { acceptEthereumTransfer } from "./ethereumTransferIntake";
import type { Referrals } from "./referrals";
import type { SwapMarket } from "./swapMarket";
import type { SwapNotifier } from "./swapNotifier";

/*
 * The swap socket (core/accounts/socket/swapSocketEvents.ts is the protocol). On connect: pairs, rates,
 * liveInfo. Orders (createAccount, request, transferOnEthereum) need no session: the payment itself is signed
 * by the payer, and the service acts only on what that payment names. Referral links need a proven session
 * (the shared proven-session events). Every payload is parsed first; a refusal is `msg` (and the ack's
 * {error}) and changes nothing. Orders are limited per connection.
 */

export interface SwapSocketDeps {
  authority: SessionAuthority;
  market: SwapMarket;
  notifier: SwapNotifier;
  referrals: Referrals;
  intake: AccountIntakeDeps & RequestDeps;
  ordersPerConnection: RateLimit;
  now: () => number;
  log: (message: string) => void;
}

/** What an order's ack says: its id, state and payment. */
const orderAnswer = (job: SwapJob) => ({ id: job.id, state: job.state, orderTxId: job.paymentTx });

export function attachSwapSocket(io: Server, deps: SwapSocketDeps): void {
  const { intake, notifier } = deps;
  io.on("connection", (socket: Socket) => {
    const orders = new RateLimiter(deps.ordersPerConnection, deps.now);
    const session = attachProvenSession(socket, deps.authority, {
      onBound: async (account) => {
        socket.emit(EVENTS.codesList, await deps.referrals.codesOf(account));
      },
      onReleased: () => undefined,
    });
    socket.emit(EVENTS.pairs, deps.market.pairs());
    socket.emit(EVENTS.rates, deps.market.rates());
    socket.emit(EVENTS.liveInfo, deps.market.liveInfo());

    const onParsed = parsedEventsOf(socket, deps.log);
    const order = <T>(
      event: string,
      schema: PayloadSchema<T>,
      run: (ack: Ack | undefined, payload: T) => Promise<void>,
    ) =>
      onParsed(event, schema, async (ack, payload) => {
        const seconds = takeEach([orders, "connection"]);
        if (seconds !== null) return refuse(socket, ack, `Too many orders: try again in ${seconds} s`);
        await run(ack, payload);
      });

    /** Follows an accepted order and tells this socket where it stands. */
    const attach = (ack: Ack | undefined, result: IntakeResult) => {
      if (!result.ok) return refuse(socket, ack, result.error);
      // A paid job: the worker moves it now, not at its next idle poll.
      intake.context.announceJob?.();
      notifier.follow(result.job.id, socket);
      ack?.(orderAnswer(result.job));
      notifier.replay(socket, result.job);
    };

    order(EVENTS.createAccount, createAccountPayloadSchema, async (ack, payload) => {
      attach(ack, await acceptAccountPayment(intake, payload));
    });

    order(EVENTS.request, swapRequestPayloadSchema, async (ack, payload) => {
      const planned = await planEthereumRequest(intake, payload);
      if (!planned.ok) return refuse(socket, ack, planned.error);
      if (!(await insertSwapJob(intake.db, planned.job, deps.now()))) {
        const existing = await swapJob(intake.db, payload.id);
        return refuse(
          socket,
          ack,
          `The order id ${payload.id} is already used${existing ? ` (${existing.state})` : ""}`,
        );
      }
      notifier.follow(payload.id, socket);
      socket.emit(EVENTS.requestAccepted, planned.accepted);
      ack?.(planned.accepted);
    });

    order(EVENTS.transferOnEthereum, transferOnEthereumPayloadSchema, async (ack, payload) => {
      attach(ack, await acceptEthereumTransfer(intake.context, payload));
    });

    const proven = (event: string, run: (ack: Ack | undefined, account: string) => Promise<void>) =>
      onProvenEvent(socket, session, event, NO_PAYLOAD, run, deps.log);

    proven(EVENTS.getNewCode, async (ack, account) => {
      const seconds = takeEach([orders, "connection"]);
      if (seconds !== null) return refuse(socket, ack, `Too many requests: try again in ${seconds} s`);
      const made = await deps.referrals.newCode(account);
      if (!made.ok) return refuse(socket, ack, made.error);
      const codes = await deps.referrals.codesOf(account);
      socket.emit(EVENTS.codesList, codes);
      ack?.({ code: made.code, codes });
    });

    proven(EVENTS.getCodes, async (ack, account) => {
      const codes = await deps.referrals.codesOf(account);
      socket.emit(EVENTS.codesList, codes);
      ack?.(codes);
    });

    onParsed(EVENTS.getCodeUser, getCodeUserPayloadSchema, async (ack, code) => {
      const answer = await deps.referrals.codeUser(code);
      socket.emit(EVENTS.codeUser, answer);
      ack?.(answer);
    });
  });
}
