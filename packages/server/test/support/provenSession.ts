import { ownershipProofAction } from "@ux/core/auth";
import { Checksum256, type PrivateKey, Serializer, Transaction } from "@wharfkit/antelope";
import type { Socket } from "socket.io-client";

/** A signed ownership proof for `account` over `nonce`, as a wallet makes it (never broadcast). */
export function signedProof(
  account: string,
  nonce: string,
  keys: readonly PrivateKey[],
  chainId: string,
  options: { permission?: string; expiresInMs?: number } = {},
) {
  const transaction = Transaction.from({
    expiration: new Date(Date.now() + (options.expiresInMs ?? 300_000)).toISOString().slice(0, 19),
    ref_block_num: 0,
    ref_block_prefix: 0,
    actions: [ownershipProofAction({ actor: account, permission: options.permission ?? "active" }, nonce)],
  });
  const digest = transaction.signingDigest(Checksum256.from(chainId));
  return {
    serializedTransaction: Serializer.encode({ object: transaction }).hexString,
    signatures: keys.map((key) => key.signDigest(digest).toString()),
  };
}

export interface ProofAnswer {
  account?: string;
  token?: string;
  expiresAt?: number;
  error?: string;
}

/** getNonce -> a proof signed by `key` -> verifyAuth: the service's verifyAuthRes answer. */
export async function proveOwnership(
  socket: Socket,
  account: string,
  key: PrivateKey,
  chainId: string,
): Promise<ProofAnswer> {
  const { nonce } = (await socket.timeout(5_000).emitWithAck("getNonce")) as { nonce: string };
  return (await socket
    .timeout(5_000)
    .emitWithAck("verifyAuth", signedProof(account, nonce, [key], chainId))) as ProofAnswer;
}

/** Proves `account` on `socket` and fails the test if the service refuses. Returns the session token. */
export async function bindProven(
  socket: Socket,
  account: string,
  key: PrivateKey,
  chainId: string,
): Promise<string> {
  const answer = await proveOwnership(socket, account, key, chainId);
  if (answer.token === undefined) throw new Error(`verifyAuth for ${account}: ${JSON.stringify(answer)}`);
  return answer.token;
}
