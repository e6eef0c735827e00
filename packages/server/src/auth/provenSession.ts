import {
  loggedOutPayloadSchema,
  setUserPayloadSchema,
  verifyAuthMetamaskPayloadSchema,
  verifyAuthPayloadSchema,
} from "@ux/core/auth";
import type { ChainClient } from "@ux/core/chainClient";
import type { Socket } from "socket.io";
import { type Ack, onEvent, type PayloadSchema, parsedEventsOf, refuse } from "../socket/socketEvents";
import {
  type AntelopeOwnershipDeps,
  type OwnershipResult,
  verifyAntelopeOwnership,
} from "./antelopeOwnership";
import { verifyEthereumOwnership } from "./ethereumOwnership";
import { NonceBook } from "./nonceBook";
import { type RateLimit, RateLimiter } from "./rateLimiter";
import type { ReservedAccounts } from "./reservedAccounts";
import type { SessionTokens } from "./sessionTokens";

/** What every product socket needs to prove its users (one instance per service). */
export interface SessionAuthority {
  antelope: AntelopeOwnershipDeps;
  chain: Pick<ChainClient, "getTableRows">;
  tokens: SessionTokens;
  reserved: ReservedAccounts;
  now: () => number;
  /** getNonce per connection. */
  nonceLimit: RateLimit;
  log: (message: string) => void;
}

/** Called when a connection's account is bound (after a proof or a valid token) or released. */
export interface SessionHooks {
  onBound(account: string): Promise<void> | void;
  onReleased(account: string): void;
}

export interface ProvenSession {
  /** The account this connection proved and bound, or null: nothing account-specific runs without it. */
  user(): string | null;
}

const PROOF_REQUIRED = (account: string) =>
  `${account} is not proven on this connection: call getNonce, then verifyAuth (or verifyAuthMetamask) with the signed nonce`;

/**
 * Binds a socket to an account only after it proves ownership (ARCHITECTURE.md §9). getNonce -> swapNonce
 * {nonce, expiresAt}; verifyAuth {serializedTransaction, signatures} or verifyAuthMetamask {account, address,
 * nonce, signature} -> verifyAuthRes {account, token, expiresAt} or {error}, and the account is bound;
 * setUser(account) binds an account proven on this connection, setUser({account, token}) one proven before
 * (a reconnection, another service); loggedOut revokes the token and releases the account.
 */
export function attachProvenSession(
  socket: Socket,
  authority: SessionAuthority,
  hooks: SessionHooks,
): ProvenSession {
  const nonces = new NonceBook(authority.now);
  const nonceRequests = new RateLimiter(authority.nonceLimit, authority.now);
  const proven = new Set<string>();
  let user: string | null = null;

  const release = () => {
    if (user !== null) hooks.onReleased(user);
    user = null;
  };
  const bind = async (account: string) => {
    if (user !== account) {
      release();
      user = account;
    }
    await hooks.onBound(account);
  };
  const consume = (nonce: string) => nonces.consume(nonce);

  const answerProof = async (ack: Ack | undefined, result: OwnershipResult) => {
    const refused = result.ok ? await authority.reserved.refusal(result.account) : result.error;
    if (!result.ok || refused !== null) {
      const answer = { error: refused ?? "verification failed" };
      socket.emit("verifyAuthRes", answer);
      ack?.(answer);
      return;
    }
    proven.add(result.account);
    const issued = await authority.tokens.issue(result.account);
    const answer = { account: result.account, token: issued.token, expiresAt: issued.expiresAt };
    socket.emit("verifyAuthRes", answer);
    ack?.(answer);
    await bind(result.account);
  };

  onEvent(
    socket,
    "getNonce",
    async (ack) => {
      const allowed = nonceRequests.take("connection");
      if (!allowed.allowed)
        return refuse(
          socket,
          ack,
          `Too many getNonce requests: try again in ${Math.ceil(allowed.retryInMs / 1000)} s`,
        );
      const issued = nonces.issue();
      socket.emit("swapNonce", issued);
      ack?.(issued);
    },
    authority.log,
  );

  const onParsed = parsedEventsOf(socket, authority.log);
  // An Antelope or an Ethereum proof of ownership: answered and bound alike (answerProof).
  const onProof = <T>(
    event: string,
    schema: PayloadSchema<T>,
    verify: (payload: T) => Promise<OwnershipResult>,
  ) =>
    onParsed(event, schema, async (ack, payload) => {
      await answerProof(ack, await verify(payload));
    });
  onProof("verifyAuth", verifyAuthPayloadSchema, (payload) =>
    verifyAntelopeOwnership(authority.antelope, payload, consume),
  );
  onProof("verifyAuthMetamask", verifyAuthMetamaskPayloadSchema, (payload) =>
    verifyEthereumOwnership(authority.chain, payload, consume),
  );

  onParsed("setUser", setUserPayloadSchema, async (ack, payload) => {
    const { account, token } = payload;
    const reserved = await authority.reserved.refusal(account);
    if (reserved !== null) return refuse(socket, ack, reserved);
    if (!proven.has(account)) {
      if (token === undefined || !(await authority.tokens.isValid(account, token))) {
        // A client that asked with an ack handles the proof itself: a stale token is no error to show.
        if (ack) return ack({ error: PROOF_REQUIRED(account), proofRequired: true });
        return refuse(socket, ack, PROOF_REQUIRED(account));
      }
      proven.add(account);
    }
    ack?.({ ok: true, account });
    await bind(account);
  });

  onParsed("loggedOut", loggedOutPayloadSchema, async (ack, payload) => {
    const { token } = payload;
    if (user !== null && token !== undefined) await authority.tokens.revoke(user, token);
    proven.clear();
    release();
    ack?.({ ok: true });
  });

  socket.on("disconnect", release);
  return { user: () => user };
}
