import {
  ABI,
  Action,
  Checksum256,
  PublicKey,
  Serializer,
  Signature,
  type Transaction,
} from "@wharfkit/antelope";
import { decodePackedTransaction } from "../chainClient/packedTransaction";
import { isValidAccountName } from "../names/accountName";
import {
  OWNERSHIP_PROOF_ABI,
  OWNERSHIP_PROOF_ACTION,
  OWNERSHIP_PROOF_CONTRACT,
  type OwnershipProofData,
  ownershipProofDataSchema,
} from "./ownershipProofAbi";

const abi = ABI.from(OWNERSHIP_PROOF_ABI);

/** The one action of an ownership proof: `prove {account, nonce}` authorized by the account itself. */
export function ownershipProofAction(signer: { actor: string; permission: string }, nonce: string): Action {
  return Action.from(
    {
      account: OWNERSHIP_PROOF_CONTRACT,
      name: OWNERSHIP_PROOF_ACTION,
      authorization: [signer],
      data: { account: signer.actor, nonce } satisfies OwnershipProofData,
    },
    abi,
  );
}

/** What a well-formed proof says; whether its keys satisfy the account is the caller's question. */
export interface OwnershipProofClaim {
  account: string;
  permission: string;
  nonce: string;
  /** The transaction's expiration, ms since the epoch. */
  expiresAtMs: number;
  /** The keys that signed, in the chain's PUB_K1 text form. */
  signingKeys: string[];
}

export type ProofReading = { ok: true; claim: OwnershipProofClaim } | { ok: false; error: string };

const fail = (error: string): ProofReading => ({ ok: false, error });

function decodeProofData(action: Action): OwnershipProofData | null {
  try {
    const data = ownershipProofDataSchema.safeParse(Serializer.objectify(action.decodeData(abi)));
    if (!data.success) return null;
    return Action.from({ ...action, data: data.data }, abi).data.equals(action.data) ? data.data : null;
  } catch {
    return null;
  }
}

function recoverKeys(
  transaction: Transaction,
  chainId: string,
  signatures: readonly string[],
): string[] | null {
  const digest = transaction.signingDigest(Checksum256.from(chainId));
  const keys: string[] = [];
  for (const text of signatures) {
    try {
      const key = Signature.from(text).recoverDigest(digest).toString();
      if (keys.includes(key)) return null;
      keys.push(key);
    } catch {
      return null;
    }
  }
  return keys;
}

/**
 * Reads a signed, never broadcast ownership proof (the spec's verifyAuth: serializedTransaction and
 * signatures) for one chain: exactly one `prove` action of OWNERSHIP_PROOF_CONTRACT, authorized by the
 * account it names alone, no context-free actions, extensions or delay, and signatures that recover for
 * this chain id. Nothing here trusts the text: every field is decoded and re-encoded to the same bytes.
 */
export function readOwnershipProof(
  serializedTransaction: string,
  signatures: readonly string[],
  chainId: string,
): ProofReading {
  const transaction = decodePackedTransaction(serializedTransaction);
  if (transaction === null) return fail("the proof is not a serialized Antelope transaction");
  if (transaction.context_free_actions.length > 0 || transaction.transaction_extensions.length > 0)
    return fail("the proof transaction may hold only the proof action");
  if (transaction.delay_sec.toNumber() !== 0) return fail("the proof transaction may not be delayed");
  const [action, ...others] = transaction.actions;
  if (action === undefined || others.length > 0) return fail("the proof transaction must hold one action");
  if (String(action.account) !== OWNERSHIP_PROOF_CONTRACT || String(action.name) !== OWNERSHIP_PROOF_ACTION)
    return fail(`the proof action must be ${OWNERSHIP_PROOF_CONTRACT}::${OWNERSHIP_PROOF_ACTION}`);
  const [level, ...moreLevels] = action.authorization;
  if (level === undefined || moreLevels.length > 0)
    return fail("the proof action must be authorized by the account alone");
  const data = decodeProofData(action);
  if (data === null) return fail("the proof action's data does not match its ABI");
  if (!isValidAccountName(data.account) || data.account !== String(level.actor))
    return fail("the proof must name the account that signs it");
  if (signatures.length === 0) return fail("the proof carries no signature");
  const signingKeys = recoverKeys(transaction, chainId, signatures);
  if (signingKeys === null) return fail("a signature of the proof is malformed or repeated");
  return {
    ok: true,
    claim: {
      account: data.account,
      permission: String(level.permission),
      nonce: data.nonce,
      expiresAtMs: transaction.expiration.toMilliseconds(),
      signingKeys,
    },
  };
}

/** A permission's authority as get_account prints it (keys in any text form nodeos uses). */
export interface KeyAuthority {
  threshold: number;
  keys: readonly { key: string; weight: number }[];
}

/**
 * Whether the signing keys alone reach the authority's threshold. Account and wait weights are not counted:
 * a proof must come from the account's own keys, not from another account it trusts (a service that may
 * act for it, like the EVM gateway).
 */
export function keysSatisfyAuthority(authority: KeyAuthority, signingKeys: readonly string[]): boolean {
  const signing = new Set(signingKeys.map((key) => PublicKey.from(key).toString()));
  let weight = 0;
  for (const { key, weight: keyWeight } of authority.keys) {
    if (signing.has(PublicKey.from(key).toString())) weight += keyWeight;
  }
  return authority.threshold > 0 && weight >= authority.threshold;
}
