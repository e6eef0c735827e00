import {
  etherAccountQuery,
  etherAccountRowSchema,
  ethereumOwnershipMessage,
  linkedAccount,
} from "@ux/core/auth";
import type { ChainClient } from "@ux/core/chainClient";
import { verifyMessage } from "ethers";
import type { OwnershipResult } from "./antelopeOwnership";

/**
 * Checks verifyAuthMetamask: personal_sign of ethereumOwnershipMessage(account, nonce) by `address`, a
 * nonce this connection was issued (spent here whatever follows), and the etheraccount row mapping that
 * very address to that very account.
 */
export async function verifyEthereumOwnership(
  chain: Pick<ChainClient, "getTableRows">,
  proof: { account: string; address: string; nonce: string; signature: string },
  consumeNonce: (nonce: string) => boolean,
): Promise<OwnershipResult> {
  if (!consumeNonce(proof.nonce))
    return { ok: false, error: "the nonce was not issued to this connection, was used already, or expired" };
  let signer: string;
  try {
    signer = verifyMessage(ethereumOwnershipMessage(proof.account, proof.nonce), proof.signature);
  } catch {
    return { ok: false, error: "the signature is not a valid personal_sign signature" };
  }
  if (signer.toLowerCase() !== proof.address.toLowerCase())
    return { ok: false, error: `the message was not signed by ${proof.address}` };
  let rows: unknown[];
  try {
    ({ rows } = await chain.getTableRows(etherAccountQuery(proof.address)));
  } catch {
    return { ok: false, error: "the etheraccount mapping could not be read from the chain" };
  }
  const parsed = rows.map((row) => etherAccountRowSchema.safeParse(row));
  const mapped = parsed.every((row) => row.success)
    ? linkedAccount(
        parsed.flatMap((row) => (row.success ? [row.data] : [])),
        proof.address,
      )
    : null;
  if (mapped !== proof.account)
    return { ok: false, error: `${proof.address} is not mapped to ${proof.account} by etheraccount` };
  return { ok: true, account: proof.account };
}
