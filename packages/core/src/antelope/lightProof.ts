import { checkActionProof, type ProvenAction } from "./actionProof";
import { blockIdOf, blockNumOf } from "./blockHeader";
import { isMerkleProofValid } from "./merkle";
import { lightProofSchema, withParsed } from "./proofSchemas";
import type { LightProof } from "./proofTypes";
import { check, orRejected } from "./proverCheck";
import { collectGarbage, findChainById, type ProverClock, type ProverState } from "./proverState";

export type LightProofResult =
  | {
      ok: true;
      state: ProverState;
      provenBlock: { blockNum: number; blockId: string };
      provenAction: ProvenAction;
    }
  | { ok: false; error: string };

/** checkprooff on already parsed arguments. */
export function verifyParsedLightProof(
  state: ProverState,
  proof: LightProof,
  clock: ProverClock = {},
): LightProofResult {
  return orRejected((): LightProofResult => {
    const { blockProof } = proof;
    const chain = findChainById(state, blockProof.chainId);
    check(chain !== undefined, "chain not found");
    const roots = state.lastProofs[chain.name] ?? [];
    check(roots.length > 0, "no root has been proved yet");
    check(
      roots.some((row) => row.blockMerkleRoot === blockProof.root),
      "unknown merkle root. must prove root first",
    );
    const blockId = blockIdOf(blockProof.header);
    check(isMerkleProofValid(blockId, blockProof.bmproofpath, blockProof.root), "invalid block merkle proof");
    const { state: next, provenAction } = checkActionProof(
      state,
      blockProof.chainId,
      blockProof.header,
      proof.actionProof,
    );
    return {
      ok: true,
      state: collectGarbage(next, chain.name, clock),
      provenBlock: { blockNum: blockNumOf(blockProof.header), blockId },
      provenAction,
    };
  });
}

/**
 * checkprooff from JSON { blockproof, actionproof }: the block is proven by a merkle path from its id
 * to a block merkle root that an earlier heavy proof stored, then the action's inclusion in it.
 */
export function verifyLightProof(
  state: ProverState,
  input: unknown,
  clock: ProverClock = {},
): LightProofResult {
  return withParsed(lightProofSchema, input, (value) => verifyParsedLightProof(state, value, clock));
}
