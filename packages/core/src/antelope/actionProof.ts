import { actionDigestWithReturnValue, legacyActionDigest } from "./action";
import { actionReceiptDigest } from "./actionReceipt";
import { type BlockHeader, blockNumOf } from "./blockHeader";
import { isMerkleProofValid } from "./merkle";
import type { ActionProof } from "./proofTypes";
import { check } from "./proverCheck";
import { findChainById, type ProverState, withChain } from "./proverState";

/** Digest of the ACTION_RETURN_VALUE protocol feature, the argument of eosio::activate that enables it. */
export const ACTION_RETURN_VALUE_FEATURE_DIGEST =
  "c3a6138c5061cf291310887c0b5c71fcaffeab90d5deb50d3b9e687cead45071";

export interface ProvenAction {
  actDigest: string;
  receiptDigest: string;
}

function activatesReturnValue(proof: ActionProof): boolean {
  const { account, name, data } = proof.action;
  return (
    account === "eosio" && name === "activate" && data.slice(0, 64) === ACTION_RETURN_VALUE_FEATURE_DIGEST
  );
}

/**
 * The bridge's checkactionproof: the action hashes to the receipt's act_digest (in the form the chain
 * used at that block) and the receipt's digest is in the block's action_mroot. Proving the activation
 * of ACTION_RETURN_VALUE records its block, so later blocks use the return-value digest.
 * Throws a ProofRejection; returns the state with the chain's activation block possibly updated.
 */
export function checkActionProof(
  state: ProverState,
  chainId: string,
  header: BlockHeader,
  proof: ActionProof,
): { state: ProverState; provenAction: ProvenAction } {
  let chain = findChainById(state, chainId);
  check(chain !== undefined, "chain not supported");
  const blockNum = blockNumOf(header);
  if (activatesReturnValue(proof)) chain = { ...chain, returnValueActivated: blockNum };

  const usesReturnValue = chain.returnValueActivated > 0 && blockNum > chain.returnValueActivated;
  const actDigest = usesReturnValue
    ? actionDigestWithReturnValue(proof.action, proof.returnValue)
    : legacyActionDigest(proof.action);
  check(actDigest === proof.receipt.actDigest, "digest of action doesn't match the digest in action_receipt");

  const receiptDigest = actionReceiptDigest(proof.receipt);
  check(proof.amproofpath.length > 0, "must provide action proof path");
  // A block with a single receipt has an empty path; the bridge takes [receipt digest] for it.
  const isSoleReceipt = proof.amproofpath.length === 1 && proof.amproofpath[0] === receiptDigest;
  const included = isSoleReceipt
    ? header.actionMroot === receiptDigest
    : isMerkleProofValid(receiptDigest, proof.amproofpath, header.actionMroot);
  check(included, "invalid action merkle proof path");

  return { state: withChain(state, chain), provenAction: { actDigest, receiptDigest } };
}
