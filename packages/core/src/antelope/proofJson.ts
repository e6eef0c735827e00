import type { z } from "zod";
import type { BlockHeader } from "./blockHeader";
import { formatBlockTimestamp } from "./blockTimestamp";
import type { IncrementalMerkle } from "./incrementalMerkle";
import type {
  actionProofSchema,
  blockHeaderSchema,
  heavyProofSchema,
  lightProofSchema,
} from "./proofSchemas";
import type { ActionProof } from "./proofTypes";

// Builders of the bridge's JSON arguments, the inverse of proof-schemas: what a proof server sends.

export type BlockHeaderJson = z.input<typeof blockHeaderSchema>;
export type ActionProofJson = z.input<typeof actionProofSchema>;
export type HeavyProofJson = z.input<typeof heavyProofSchema>;
export type LightProofJson = z.input<typeof lightProofSchema>;

/** A block as its producer signed it: the header, signatures and the block merkle root before it. */
export interface SignedBlock {
  header: BlockHeader;
  producerSignatures: string[];
  previousBmroot: string;
}

export function blockHeaderToJson(header: BlockHeader): BlockHeaderJson {
  return {
    timestamp: formatBlockTimestamp(header.timestamp),
    producer: header.producer,
    confirmed: header.confirmed,
    previous: header.previous,
    transaction_mroot: header.transactionMroot,
    action_mroot: header.actionMroot,
    schedule_version: header.scheduleVersion,
    new_producers:
      header.newProducers === null
        ? null
        : {
            version: header.newProducers.version,
            producers: header.newProducers.producers.map((p) => ({
              producer_name: p.producerName,
              block_signing_key: p.blockSigningKey,
            })),
          },
    header_extensions: header.headerExtensions.map((e) => ({ first: e.type, second: e.data })),
  };
}

export function actionProofToJson(proof: ActionProof): ActionProofJson {
  const { action, receipt } = proof;
  return {
    action,
    receipt: {
      receiver: receipt.receiver,
      act_digest: receipt.actDigest,
      global_sequence: receipt.globalSequence.toString(),
      recv_sequence: receipt.recvSequence.toString(),
      auth_sequence: receipt.authSequence.map((a) => ({
        account: a.account,
        sequence: a.sequence.toString(),
      })),
      code_sequence: receipt.codeSequence,
      abi_sequence: receipt.abiSequence,
    },
    returnvalue: proof.returnValue,
    amproofpath: proof.amproofpath,
  };
}

/** Lists each distinct hash once and refers to it by index, as heavy proofs do. */
class HashTable {
  readonly hashes: string[] = [];
  private readonly indexOf = new Map<string, number>();

  indices(hashes: readonly string[]): number[] {
    return hashes.map((hash) => {
      let index = this.indexOf.get(hash);
      if (index === undefined) {
        index = this.hashes.push(hash) - 1;
        this.indexOf.set(hash, index);
      }
      return index;
    });
  }
}

export interface HeavyProofParts {
  chainId: string;
  blockToProve: SignedBlock;
  /** The block merkle over the ids of all blocks before the block to prove's predecessor. */
  blockMerkle: IncrementalMerkle;
  /** Each BFT block with the path from the previous proven block's id to its previousBmroot. */
  bftProof: { block: SignedBlock; bmproofpath: string[] }[];
  actionProof?: ActionProof;
}

export function buildHeavyProofJson(parts: HeavyProofParts): HeavyProofJson {
  const table = new HashTable();
  const activeNodes = table.indices(parts.blockMerkle.activeNodes);
  const bftproof = parts.bftProof.map(({ block, bmproofpath }) => ({
    header: blockHeaderToJson(block.header),
    producer_signatures: block.producerSignatures,
    previous_bmroot: block.previousBmroot,
    bmproofpath: table.indices(bmproofpath),
  }));
  const { blockToProve } = parts;
  return {
    blockproof: {
      chain_id: parts.chainId,
      hashes: table.hashes,
      blocktoprove: {
        block: {
          header: blockHeaderToJson(blockToProve.header),
          producer_signatures: blockToProve.producerSignatures,
          previous_bmroot: blockToProve.previousBmroot,
          bmproofpath: [],
        },
        active_nodes: activeNodes,
        node_count: parts.blockMerkle.nodeCount,
      },
      bftproof,
    },
    ...(parts.actionProof ? { actionproof: actionProofToJson(parts.actionProof) } : {}),
  };
}

export interface LightProofParts {
  chainId: string;
  header: BlockHeader;
  root: string;
  bmproofpath: string[];
  actionProof: ActionProof;
}

export function buildLightProofJson(parts: LightProofParts): LightProofJson {
  return {
    blockproof: {
      chain_id: parts.chainId,
      header: blockHeaderToJson(parts.header),
      root: parts.root,
      bmproofpath: parts.bmproofpath,
    },
    actionproof: actionProofToJson(parts.actionProof),
  };
}
