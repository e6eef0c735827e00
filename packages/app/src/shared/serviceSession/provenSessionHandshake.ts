import {
  ethereumOwnershipMessage,
  sessionBoundSchema,
  sessionProvenSchema,
  sessionRefusalSchema,
  swapNonceSchema,
} from "@ux/core/auth";
import { readableTransactionError, USER_REJECTED_SIGNATURE } from "@ux/core/chainClient";
import { msg } from "../i18n/msg";
import type { Notifier } from "../notifications/notifier";
import { emitWithAck, type SocketLike } from "../socket/socketLike";
import { hasDeclined, oneProofAtATime, rememberDeclined } from "./accountProofs";
import type { OwnershipProofSigner, ProvingIdentity } from "./ownershipProofSigner";
import { signInFailed } from "./serviceSessionMessages";
import type { SessionTokenStore } from "./sessionTokenStore";

/** Where a connection's binding stands once a handshake has run. */
export type BindingState =
  | { status: "bound" }
  /** No connection, or no answer in time: the next (re)connection tries again. */
  | { status: "offline" }
  /** Not proven: the wallet declined or failed, or the service refused (the user has been told). */
  | { status: "unproven"; reason: string };

export interface HandshakeDeps {
  /** The service as the user reads it in messages ("AMM service"). */
  service: string;
  identity: ProvingIdentity;
  signer: OwnershipProofSigner;
  tokens: SessionTokenStore;
  notify: Pick<Notifier, "error">;
  log(message: string, detail?: unknown): void;
  now(): number;
  /** What the user reads when the proof fails ("Could not sign in to the {service}: {reason}" by default). */
  failureText?(service: string, reason: string): string;
}

const BOUND: BindingState = { status: "bound" };
const OFFLINE: BindingState = { status: "offline" };
const unproven = (reason: string): BindingState => ({ status: "unproven", reason });

/** Why a deferred session is not bound yet: no token, and the wallet was not to be asked (nothing shown). */
export const PROOF_NOT_STARTED = msg("not verified yet");

/**
 * Binds a freshly (re)connected socket to the session's account: setUser {account, token} with the stored
 * token; without one, or when the service wants a proof, getNonce -> the wallet's proof -> verifyAuth (or
 * verifyAuthMetamask), and the token it earns is kept. `isCurrent` turns false once the connection this
 * runs for is gone or the session ended: the run then stops before its next step (a nonce is good on one
 * connection only) and keeps nothing. Without `mayProve` only a stored token is tried: the wallet is not
 * asked (a page that proves on the user's click, such as Referrals' 'Sign verification').
 */
export async function bindProvenSession(
  socket: SocketLike,
  deps: HandshakeDeps,
  isCurrent: () => boolean,
  mayProve = true,
): Promise<BindingState> {
  const account = deps.identity.actor;
  const stored = deps.tokens.read(account, deps.now());
  if (stored !== null) {
    const resumed = await resumeWithToken(socket, deps, stored.token);
    if (resumed !== "proofRequired") return resumed;
    deps.tokens.forget(account, stored.token);
  }
  return oneProofAtATime(account, async () => {
    if (!isCurrent()) return OFFLINE;
    // Another socket may have proven the account while this one waited its turn.
    const fresh = deps.tokens.read(account, deps.now());
    if (fresh !== null && fresh.token !== stored?.token) {
      const resumed = await resumeWithToken(socket, deps, fresh.token);
      if (resumed !== "proofRequired") return resumed;
      deps.tokens.forget(account, fresh.token);
    }
    if (!mayProve) return unproven(PROOF_NOT_STARTED);
    if (hasDeclined(account)) return unproven(USER_REJECTED_SIGNATURE);
    return proveOwnership(socket, deps, isCurrent);
  });
}

/** setUser with a token: bound, a proof is wanted (nothing shown), or refused for good. */
async function resumeWithToken(
  socket: SocketLike,
  deps: HandshakeDeps,
  token: string,
): Promise<BindingState | "proofRequired"> {
  const account = deps.identity.actor;
  const answer = await emitWithAck(socket, "setUser", { account, token });
  if (answer === undefined) return OFFLINE;
  const bound = sessionBoundSchema.safeParse(answer);
  if (bound.success && bound.data.account === account) return BOUND;
  const refused = sessionRefusalSchema.safeParse(answer);
  if (refused.success && refused.data.proofRequired === true) return "proofRequired";
  // The service sent any other refusal as `msg` too, which the socket's client shows.
  const reason = refused.success ? refused.data.error : "unexpected answer to setUser";
  deps.log(`${deps.service}: setUser refused: ${reason}`, answer);
  return unproven(reason);
}

async function proveOwnership(
  socket: SocketLike,
  deps: HandshakeDeps,
  isCurrent: () => boolean,
): Promise<BindingState> {
  const account = deps.identity.actor;
  const failed = (reason: string, detail?: unknown) => {
    deps.log(`${deps.service}: ownership proof failed: ${reason}`, detail);
    deps.notify.error((deps.failureText ?? signInFailed)(deps.service, reason));
    return unproven(reason);
  };

  const nonceAnswer = await emitWithAck(socket, "getNonce");
  if (nonceAnswer === undefined) return OFFLINE;
  const issued = swapNonceSchema.safeParse(nonceAnswer);
  if (!issued.success) {
    const refused = sessionRefusalSchema.safeParse(nonceAnswer);
    // A refusal (too many requests) came as `msg` too: shown already.
    if (refused.success) return unproven(refused.data.error);
    return failed("it answered getNonce without a nonce", nonceAnswer);
  }
  if (!isCurrent()) return OFFLINE;

  let proof: { event: string; payload: unknown };
  try {
    proof = await signProof(deps, issued.data.nonce);
  } catch (error) {
    const readable = readableTransactionError(error);
    if (readable.kind !== "rejected") return failed(readable.message, error);
    rememberDeclined(account);
    deps.notify.error(USER_REJECTED_SIGNATURE);
    return unproven(USER_REJECTED_SIGNATURE);
  }
  if (!isCurrent()) return OFFLINE;

  const answer = await emitWithAck(socket, proof.event, proof.payload);
  if (answer === undefined) return OFFLINE;
  const proven = sessionProvenSchema.safeParse(answer);
  if (proven.success && proven.data.account === account) {
    // A logout while the service checked the proof: nothing to keep.
    if (!isCurrent()) return OFFLINE;
    deps.tokens.save(account, { token: proven.data.token, expiresAt: proven.data.expiresAt });
    return BOUND;
  }
  const refused = sessionRefusalSchema.safeParse(answer);
  return failed(refused.success ? refused.data.error : `unexpected answer to ${proof.event}`, answer);
}

/** The proof event and payload for the session's wallet: an Antelope proof, or the browser wallet's. */
async function signProof(deps: HandshakeDeps, nonce: string): Promise<{ event: string; payload: unknown }> {
  const { identity, signer } = deps;
  if (identity.walletPlugin !== "metamask")
    return { event: "verifyAuth", payload: await signer.signAntelopeProof(nonce) };
  const address = identity.ethAddress;
  if (address === undefined) throw new Error("the browser wallet session has no Ethereum address");
  const signature = await signer.signEthereumMessage(
    address,
    ethereumOwnershipMessage(identity.actor, nonce),
  );
  return { event: "verifyAuthMetamask", payload: { account: identity.actor, address, nonce, signature } };
}
