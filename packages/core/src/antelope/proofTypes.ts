import type { Action } from "./action";
import type { ActionReceipt } from "./actionReceipt";
import type { BlockHeader } from "./blockHeader";
import type { TaggedProducerSchedule } from "./producerSchedule";

// The parsed forms of the bridge's action arguments (heavyproof, lightproof, actionproof, inita/initb).

/** sblockheader: a header, its signatures, the block merkle root before it and a path of hash indices. */
export interface SignedBlockHeader {
  header: BlockHeader;
  producerSignatures: string[];
  previousBmroot: string;
  /** Indices into the heavy proof's hashes table. */
  bmproofpath: number[];
}

/** anchorblock: the block to prove and the incremental block merkle before its predecessor was appended. */
export interface AnchorBlock {
  block: SignedBlockHeader;
  /** Indices into the heavy proof's hashes table. */
  activeNodes: number[];
  nodeCount: number;
}

export interface HeavyBlockProof {
  chainId: string;
  hashes: string[];
  blockToProve: AnchorBlock;
  bftProof: SignedBlockHeader[];
}

export interface LightBlockProof {
  chainId: string;
  header: BlockHeader;
  /** A block merkle root proven earlier by a heavy proof. */
  root: string;
  bmproofpath: string[];
}

export interface ActionProof {
  action: Action;
  receipt: ActionReceipt;
  /** Hex of the action's return value (empty when it returned nothing). */
  returnValue: string;
  amproofpath: string[];
}

/** checkproofd (no action proof) or checkproofe (with one). */
export interface HeavyProof {
  blockProof: HeavyBlockProof;
  actionProof: ActionProof | null;
}

/** checkprooff. */
export interface LightProof {
  blockProof: LightBlockProof;
  actionProof: ActionProof;
}

/** inita (legacy schedule) or initb (producer authority schedule). */
export interface ChainInit {
  chainName: string;
  chainId: string;
  /** 0 when ACTION_RETURN_VALUE is not active, else the block it was activated in. */
  returnValueActivated: number;
  initialSchedule: TaggedProducerSchedule;
}
