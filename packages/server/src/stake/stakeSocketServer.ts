import { STAKE_SOCKET_EVENTS as EVENTS, type ExpiryRateEntry, type StakeHistoryItem } from "@ux/core/stake";
import type { Server, Socket } from "socket.io";
import { attachProvenSession, type SessionAuthority } from "../auth/provenSession";
import { type RateLimit, RateLimiter, takeEach } from "../auth/rateLimiter";
import { accountRoom } from "../socket/rooms";
import { type Ack, NO_PAYLOAD, onProvenEvent, type PayloadSchema, refuse } from "../socket/socketEvents";
import type { ExpiryRatesFeed } from "./expiryRatesFeed";
import type { CosignResult, StakeCosigner } from "./stakeCosigner";
import type { StakeHistoryFeed } from "./stakeHistoryFeed";
import { requestRedeemPayload, requestStakePayload, requestUnstakePayload } from "./stakePayloads";

/*
 * The stake socket (socket.io; core/stake/socket/stakeSocketProtocol.ts). Client -> server, each with an
 * optional ack callback as last argument:
 *   getNonce / verifyAuth / verifyAuthMetamask / setUser / loggedOut: the proven session (auth/provenSession)
 *   requestStake {authorization, amount, expiry, stakeRewards, allowUnwinding} -> requestStakeResponse
 *   requestUnstake {authorization, amount, expiry} -> requestUnstakeResponse
 *   requestRedeem {authorization, expiry}           -> requestRedeemResponse
 *   getStakeHistory                                 -> stakeHistory
 * Server -> client: expiryRates (on connect and whenever they change), stakeHistory (when the account is
 * bound and after each of its co-signed transactions lands), the responses above (also the ack), msg.
 * Requests need a proven, bound account and act for that account only; they are limited per account and per
 * connection. A refusal is `msg` (and ack {error}) and nothing is signed.
 */

export interface StakeLimits {
  perAccount: RateLimit;
  perConnection: RateLimit;
}

export interface StakeSocketDeps {
  authority: SessionAuthority;
  cosigner: StakeCosigner;
  rates: ExpiryRatesFeed;
  history: StakeHistoryFeed;
  limits: StakeLimits;
  now: () => number;
  log: (message: string) => void;
}

/**
 * Attaches the stake socket; returns how to push an account's history to its connections, on this instance
 * or (through the adapter) any other: the watch that finds a landed transaction runs on one instance only.
 */
export function attachStakeSocket(io: Server, deps: StakeSocketDeps) {
  const accountRequests = new RateLimiter(deps.limits.perAccount, deps.now);
  const publish = (account: string, items: StakeHistoryItem[]) => {
    io.to(accountRoom(account)).emit(EVENTS.stakeHistory, items);
  };
  // Every instance reads the rates itself and tells its own connections (local: no repeat by the others).
  deps.rates.onChange((table: ExpiryRateEntry[]) => io.local.emit(EVENTS.expiryRates, table));

  const sendHistory = async (socket: Socket, account: string, ack?: Ack) => {
    try {
      const items = await deps.history.itemsOf(account);
      socket.emit(EVENTS.stakeHistory, items);
      ack?.(items);
    } catch (error) {
      deps.log(`stake history of ${account}: ${error instanceof Error ? error.message : String(error)}`);
      refuse(socket, ack, `The stake history of ${account} could not be read from the chain; try again`);
    }
  };

  io.on("connection", (socket) => {
    const connectionRequests = new RateLimiter(deps.limits.perConnection, deps.now);
    const session = attachProvenSession(socket, deps.authority, {
      // The account room holds this account's proven connections only: its history goes to it.
      onBound: async (account) => {
        socket.join(accountRoom(account));
        await sendHistory(socket, account);
      },
      onReleased: (account) => socket.leave(accountRoom(account)),
    });

    const table = deps.rates.current();
    if (table !== null) socket.emit(EVENTS.expiryRates, table);
    else
      deps.rates
        .refresh()
        .then(() => {
          const read = deps.rates.current();
          if (read !== null && socket.connected) socket.emit(EVENTS.expiryRates, read);
        })
        .catch((error: unknown) => deps.log(`stake rates on connect: ${(error as Error).message}`));

    const request = <Payload, Response>(
      event: string,
      responseEvent: string,
      schema: PayloadSchema<Payload>,
      run: (user: string, payload: Payload) => Promise<CosignResult<Response>>,
    ) =>
      onProvenEvent(
        socket,
        session,
        event,
        schema,
        async (ack, user, payload) => {
          const seconds = takeEach([connectionRequests, "connection"], [accountRequests, user]);
          if (seconds !== null)
            return refuse(socket, ack, `Too many stake requests for ${user}: try again in ${seconds} s`);
          const result = await run(user, payload);
          if (!result.ok) return refuse(socket, ack, result.msg);
          socket.emit(responseEvent, result.response);
          ack?.(result.response);
        },
        deps.log,
      );

    request(EVENTS.requestStake, EVENTS.requestStakeResponse, requestStakePayload, (user, payload) =>
      deps.cosigner.stake(user, payload),
    );
    request(EVENTS.requestUnstake, EVENTS.requestUnstakeResponse, requestUnstakePayload, (user, payload) =>
      deps.cosigner.unstake(user, payload),
    );
    request(EVENTS.requestRedeem, EVENTS.requestRedeemResponse, requestRedeemPayload, (user, payload) =>
      deps.cosigner.redeem(user, payload),
    );

    onProvenEvent(
      socket,
      session,
      EVENTS.getStakeHistory,
      NO_PAYLOAD,
      (ack, user) => sendHistory(socket, user, ack),
      deps.log,
    );
  });

  return { publish };
}
