import { checkActionProof, type ProvenAction } from "./actionProof";
import { blockHeaderDigest, blockIdFromDigest, blockNumOf } from "./blockHeader";
import { FinalityRounds } from "./finalityRounds";
import { headerSigningDigest, type KeyRecovery, recoverKeyWithWharfKit } from "./headerSigning";
import { appendToIncrementalMerkle, incrementalMerkleRoot } from "./incrementalMerkle";
import { isMerkleProofValid } from "./merkle";
import type { TaggedProducerSchedule } from "./producerSchedule";
import { checkProducerSignatures } from "./producerSignatures";
import { heavyProofSchema, withParsed } from "./proofSchemas";
import type { HeavyBlockProof, HeavyProof } from "./proofTypes";
import { check, orRejected } from "./proverCheck";
import {
  addProvenRoot,
  collectGarbage,
  expiryFrom,
  findChainById,
  type ProverClock,
  type ProverState,
  SCHEDULE_CACHING_SECONDS,
  SCHEDULE_OPEN_ENDED,
  withSchedule,
} from "./proverState";
import { type ProposedSchedule, schedulesProposedBy } from "./scheduleChange";
import { SigningSchedule } from "./signingSchedule";

export interface ProvenBlock {
  blockNum: number;
  blockId: string;
  /** The block merkle root before this block (over the ids of all blocks before it), as stored in lastproofs. */
  blockMerkleRoot: string;
}

/** The caches' clock, and the key recovery signatures are checked with (a chain's recover_key). */
export interface HeavyProofOptions extends ProverClock {
  recoverKey?: KeyRecovery;
}

export type HeavyProofResult =
  | {
      ok: true;
      state: ProverState;
      provenBlock: ProvenBlock;
      /** Versions of the schedules the proven block announced and that are now stored. */
      newScheduleVersions: number[];
      provenAction: ProvenAction | null;
    }
  | { ok: false; error: string };

/** The bridge's map_hashes: heavy proofs list each distinct hash once and refer to it by index. */
function mapHashes(hashes: readonly string[], indices: readonly number[]): string[] {
  return indices.map((index) => {
    const hash = hashes[index];
    check(hash !== undefined, `hash index ${index} out of range`);
    return hash;
  });
}

/** Finality needs 2/3 of the producers (rounded down) in each of two rounds. */
function finalityThreshold(tagged: TaggedProducerSchedule): number {
  return Math.floor((tagged.schedule.producers.length * 2) / 3);
}

/**
 * check_block_header for the block to prove: its block merkle root is rebuilt from the active nodes
 * (never taken from input) and its producer's signatures are checked over it.
 */
function checkBlockToProve(proof: HeavyBlockProof, signing: SigningSchedule, recover: KeyRecovery) {
  const { block, activeNodes, nodeCount } = proof.blockToProve;
  const { header } = block;
  check(
    header.scheduleVersion === signing.version || header.scheduleVersion === signing.version - 1,
    "invalid schedule version",
  );
  const blockNum = blockNumOf(header);
  signing.passBlock(blockNum);
  const digest = blockHeaderDigest(header);
  const tree = { nodeCount, activeNodes: mapHashes(proof.hashes, activeNodes) };
  const blockMerkleRoot = incrementalMerkleRoot(appendToIncrementalMerkle(tree, header.previous));
  const proposed = schedulesProposedBy(header);
  for (const { hash } of proposed) signing.adoptProposedHash(hash);
  checkProducerSignatures(
    header.producer,
    block.producerSignatures,
    headerSigningDigest(digest, blockMerkleRoot, signing.hash),
    signing.schedule,
    recover,
  );
  const provenBlock: ProvenBlock = {
    blockNum,
    blockId: blockIdFromDigest(digest, blockNum),
    blockMerkleRoot,
  };
  return { provenBlock, proposed };
}

/**
 * The finality part of checkblockproof. Each BFT block's signed block merkle root must include, by
 * its path, the previous BFT block (the contract's current rule) or the block to prove (the rule the
 * Jungle4 proofs were made for): either way every BFT block descends from the block to prove.
 */
function checkFinality(
  proof: HeavyBlockProof,
  target: ProvenBlock,
  signing: SigningSchedule,
  recover: KeyRecovery,
): void {
  const threshold = finalityThreshold(signing.schedule);
  check(proof.bftProof.length === threshold * 2, "invalid number of bft proofs");
  const rounds = new FinalityRounds(threshold);
  const targetVersion = proof.blockToProve.block.header.scheduleVersion;
  let previousId = target.blockId;
  let previousNum = target.blockNum;
  for (const bft of proof.bftProof) {
    const path = mapHashes(proof.hashes, bft.bmproofpath);
    check(
      isMerkleProofValid(previousId, path, bft.previousBmroot) ||
        isMerkleProofValid(target.blockId, path, bft.previousBmroot),
      "invalid block merkle proof path",
    );
    const digest = blockHeaderDigest(bft.header);
    const blockNum = blockNumOf(bft.header);
    previousId = blockIdFromDigest(digest, blockNum);
    const version = bft.header.scheduleVersion;
    check(
      version === targetVersion || version === targetVersion + 1,
      "invalid schedule version in BFT proof",
    );
    check(blockNum > previousNum, "BFT proofs must be sequential");
    previousNum = blockNum;
    signing.passBlock(blockNum);
    signing.enterVersion(version);
    checkProducerSignatures(
      bft.header.producer,
      bft.producerSignatures,
      headerSigningDigest(digest, bft.previousBmroot, signing.hash),
      signing.schedule,
      recover,
    );
    if (rounds.add(bft.header.producer)) break;
  }
  check(rounds.isComplete(), "not enough BFT proofs to prove finality");
}

/** Stores each schedule the proven block proposed, closing the one before it at the block before. */
function storeProposedSchedules(
  state: ProverState,
  chainName: string,
  blockNum: number,
  proposed: readonly ProposedSchedule[],
  clock: ProverClock,
): { state: ProverState; versions: number[] } {
  let next = state;
  const versions: number[] = [];
  for (const { schedule, hash } of proposed) {
    const version = schedule.schedule.version;
    const previous = next.schedules[chainName]?.[version - 1];
    check(previous !== undefined, "must prove missing schedules in correct sequence");
    next = withSchedule(next, chainName, { ...previous, lastBlock: blockNum - 1 });
    if (next.schedules[chainName]?.[version] !== undefined) continue;
    next = withSchedule(next, chainName, {
      version,
      schedule,
      hash,
      firstBlock: blockNum,
      lastBlock: SCHEDULE_OPEN_ENDED,
      expiry: expiryFrom(clock, SCHEDULE_CACHING_SECONDS),
    });
    versions.push(version);
  }
  return { state: next, versions };
}

/** checkblockproof, throwing a ProofRejection. */
function checkBlockProof(state: ProverState, proof: HeavyBlockProof, options: HeavyProofOptions) {
  const chain = findChainById(state, proof.chainId);
  check(chain !== undefined, "chain not supported");
  const records = state.schedules[chain.name] ?? {};
  const signing = SigningSchedule.forVersion(records, proof.blockToProve.block.header.scheduleVersion);
  const recover = options.recoverKey ?? recoverKeyWithWharfKit;
  const { provenBlock, proposed } = checkBlockToProve(proof, signing, recover);
  checkFinality(proof, provenBlock, signing, recover);
  const withRoot = addProvenRoot(
    state,
    chain.name,
    provenBlock.blockNum,
    provenBlock.blockMerkleRoot,
    options,
  );
  const stored = storeProposedSchedules(withRoot, chain.name, provenBlock.blockNum, proposed, options);
  return { state: stored.state, chainName: chain.name, provenBlock, newScheduleVersions: stored.versions };
}

/** checkproofd/checkproofe on already parsed arguments. */
export function verifyParsedHeavyProof(
  state: ProverState,
  proof: HeavyProof,
  options: HeavyProofOptions = {},
): HeavyProofResult {
  return orRejected((): HeavyProofResult => {
    const proven = checkBlockProof(state, proof.blockProof, options);
    let next = proven.state;
    let provenAction: ProvenAction | null = null;
    if (proof.actionProof !== null) {
      const header = proof.blockProof.blockToProve.block.header;
      ({ state: next, provenAction } = checkActionProof(
        next,
        proof.blockProof.chainId,
        header,
        proof.actionProof,
      ));
    }
    next = collectGarbage(next, proven.chainName, options);
    return {
      ok: true,
      state: next,
      provenBlock: proven.provenBlock,
      newScheduleVersions: proven.newScheduleVersions,
      provenAction,
    };
  });
}

/**
 * checkproofd/checkproofe from JSON { blockproof, actionproof? }: proves a block by its producer's
 * signature and two BFT rounds of confirmations, stores its block merkle root for light proofs and any
 * schedule it announces, and, given an action proof, proves the action's inclusion in it.
 */
export function verifyHeavyProof(
  state: ProverState,
  input: unknown,
  options: HeavyProofOptions = {},
): HeavyProofResult {
  return withParsed(heavyProofSchema, input, (value) => verifyParsedHeavyProof(state, value, options));
}
