import { keysSatisfyAuthority, PROOF_MAX_EXPIRY_AHEAD_MS, readOwnershipProof } from "@ux/core/auth";
import type { ChainClient } from "@ux/core/chainClient";

export type OwnershipResult = { ok: true; account: string } | { ok: false; error: string };

export interface AntelopeOwnershipDeps {
  chain: Pick<ChainClient, "getAccount">;
  chainId: () => Promise<string>;
  now: () => number;
}

/** The permissions a proof may be signed with: the account's own authority, not a delegated one. */
const PROVING_PERMISSIONS = new Set(["active", "owner"]);

/**
 * Checks the spec's verifyAuth (a signed, never broadcast transaction carrying the nonce): the proof is
 * well formed for this chain, fresh, carries a nonce this connection was issued (spent here whatever
 * follows), and the keys that signed it satisfy the named permission of the account as the chain has it
 * now. The proof is never broadcast.
 */
export async function verifyAntelopeOwnership(
  deps: AntelopeOwnershipDeps,
  proof: { serializedTransaction: string; signatures: readonly string[] },
  consumeNonce: (nonce: string) => boolean,
): Promise<OwnershipResult> {
  const reading = readOwnershipProof(proof.serializedTransaction, proof.signatures, await deps.chainId());
  if (!reading.ok) return reading;
  const { claim } = reading;
  if (!consumeNonce(claim.nonce))
    return { ok: false, error: "the nonce was not issued to this connection, was used already, or expired" };
  const now = deps.now();
  if (claim.expiresAtMs <= now) return { ok: false, error: "the proof transaction has expired" };
  if (claim.expiresAtMs > now + PROOF_MAX_EXPIRY_AHEAD_MS)
    return { ok: false, error: "the proof transaction expires too far in the future" };
  if (!PROVING_PERMISSIONS.has(claim.permission))
    return { ok: false, error: "the proof must be signed with the account's active or owner permission" };
  let permissions: Awaited<ReturnType<AntelopeOwnershipDeps["chain"]["getAccount"]>>["permissions"];
  try {
    ({ permissions } = await deps.chain.getAccount(claim.account));
  } catch {
    return { ok: false, error: `the account ${claim.account} could not be read from the chain` };
  }
  const permission = permissions.find((p) => p.perm_name === claim.permission);
  if (permission === undefined || !keysSatisfyAuthority(permission.required_auth, claim.signingKeys))
    return { ok: false, error: `the proof is not signed by ${claim.account}@${claim.permission}'s keys` };
  return { ok: true, account: claim.account };
}
