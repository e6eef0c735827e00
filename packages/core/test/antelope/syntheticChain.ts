import { Bytes, KeyType, PrivateKey } from "@wharfkit/antelope";
import { type Action, actionDigestWithReturnValue, legacyActionDigest } from "../../src/antelope/action";
import { type ActionReceipt, actionMroot, actionReceiptDigest } from "../../src/antelope/actionReceipt";
import {
  type BlockHeader,
  blockHeaderDigest,
  blockIdFromDigest,
  PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
} from "../../src/antelope/blockHeader";
import { headerSigningDigest } from "../../src/antelope/headerSigning";
import { bytesToHex } from "../../src/antelope/hex";
import { appendToIncrementalMerkle, EMPTY_INCREMENTAL_MERKLE } from "../../src/antelope/incrementalMerkle";
import { merkleProofPath, merkleRoot, ZERO_DIGEST } from "../../src/antelope/merkle";
import {
  packProducerAuthoritySchedule,
  type TaggedProducerSchedule,
  taggedScheduleDigest,
} from "../../src/antelope/producerSchedule";
import { buildHeavyProofJson, type HeavyProofJson, type SignedBlock } from "../../src/antelope/proofJson";
import type { ActionProof } from "../../src/antelope/proofTypes";
import { nodeSha256 } from "./independent";

// A tiny legacy Antelope chain built in memory: real headers, ids, block merkle, schedule hashes and
// K1 signatures from deterministic keys, so proofs of any shape can be made and checked.

export function testKey(seed: string): PrivateKey {
  return new PrivateKey(KeyType.K1, Bytes.from(nodeSha256(new TextEncoder().encode(seed))));
}

export function publicKeyOf(key: PrivateKey): string {
  return key.toPublic().toLegacyString();
}

/**
 * One-key producers in the given order, each key derived from keySeed and the producer's name: as authorities with
 * threshold 1, or in the legacy form as block signing keys.
 */
function oneKeySchedule(
  format: TaggedProducerSchedule["format"],
  version: number,
  producers: readonly string[],
  keySeed: string,
): TaggedProducerSchedule {
  const keyOf = (name: string) => publicKeyOf(testKey(`${keySeed}${name}`));
  if (format === "legacy")
    return {
      format,
      schedule: {
        version,
        producers: producers.map((name) => ({ producerName: name, blockSigningKey: keyOf(name) })),
      },
    };
  const authority = (name: string) => ({ threshold: 1, keys: [{ key: keyOf(name), weight: 1 }] });
  return {
    format,
    schedule: {
      version,
      producers: producers.map((name) => ({ producerName: name, authority: authority(name) })),
    },
  };
}

export const authoritySchedule = (version: number, producers: readonly string[], keySeed = "") =>
  oneKeySchedule("authority", version, producers, keySeed);

export const legacySchedule = (version: number, producers: readonly string[], keySeed = "") =>
  oneKeySchedule("legacy", version, producers, keySeed);

/** The JSON of inita/initb for a schedule. */
export function initJson(
  chainName: string,
  chainId: string,
  tagged: TaggedProducerSchedule,
  returnValueActivated = 0,
) {
  const schedule = tagged.schedule;
  return {
    chain_name: chainName,
    chain_id: chainId,
    return_value_activated: returnValueActivated,
    initial_schedule:
      tagged.format === "authority"
        ? {
            version: schedule.version,
            producers: tagged.schedule.producers.map((p) => ({
              producer_name: p.producerName,
              authority: ["block_signing_authority_v0", p.authority] as [
                "block_signing_authority_v0",
                typeof p.authority,
              ],
            })),
          }
        : {
            version: schedule.version,
            producers: tagged.schedule.producers.map((p) => ({
              producer_name: p.producerName,
              block_signing_key: p.blockSigningKey,
            })),
          },
  };
}

export interface ActionInBlock {
  action: Action;
  returnValue?: string;
  /** Whether act_digest uses the return-value form (the chain's feature being active). */
  returnValueDigest?: boolean;
}

export interface ProduceOptions {
  producer?: string;
  /** Keys to sign with instead of the producer's own (by seed). */
  signerSeeds?: string[];
  propose?: TaggedProducerSchedule;
  actions?: ActionInBlock[];
}

interface BlockRecord {
  block: SignedBlock;
  receipts: ActionReceipt[];
  actions: ActionInBlock[];
}

export class SyntheticChain {
  /** ids[n - 1] is the id of block n; block 1 is a stand-in genesis. */
  private readonly ids: string[];
  private readonly blocks = new Map<number, BlockRecord>();
  private active: TaggedProducerSchedule;
  private pendingHash: string;
  private rotation = 0;
  private globalSequence = 1000n;

  constructor(
    readonly chainId: string,
    initial: TaggedProducerSchedule,
    private readonly keySeed = "",
  ) {
    this.active = initial;
    this.pendingHash = taggedScheduleDigest(initial);
    this.ids = [blockIdFromDigest(bytesToHex(nodeSha256(new TextEncoder().encode(chainId))), 1)];
  }

  get headNum(): number {
    return this.ids.length;
  }

  /** Makes a proposed schedule the active one (as nodeos does once the proposing block is irreversible). */
  activate(tagged: TaggedProducerSchedule): void {
    this.active = tagged;
  }

  produce(options: ProduceOptions = {}): number {
    const producers = this.active.schedule.producers.map((p) => p.producerName);
    const producer = options.producer ?? (producers[this.rotation++ % producers.length] as string);
    const actions = options.actions ?? [];
    const receipts = actions.map((entry) => this.receiptFor(entry));
    const header: BlockHeader = {
      timestamp: 1_000_000 + this.headNum,
      producer,
      confirmed: 0,
      previous: this.ids[this.ids.length - 1] as string,
      transactionMroot: ZERO_DIGEST,
      actionMroot: receipts.length === 0 ? ZERO_DIGEST : actionMroot(receipts.map(actionReceiptDigest)),
      scheduleVersion: this.active.schedule.version,
      newProducers: options.propose?.format === "legacy" ? options.propose.schedule : null,
      headerExtensions:
        options.propose?.format === "authority"
          ? [
              {
                type: PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
                data: bytesToHex(packProducerAuthoritySchedule(options.propose.schedule)),
              },
            ]
          : [],
    };
    if (options.propose) this.pendingHash = taggedScheduleDigest(options.propose);
    const previousBmroot = merkleRoot(this.ids);
    const digest = blockHeaderDigest(header);
    const signingDigest = headerSigningDigest(digest, previousBmroot, this.pendingHash);
    const seeds = options.signerSeeds ?? [`${this.keySeed}${producer}`];
    const producerSignatures = seeds.map((seed) => testKey(seed).signDigest(signingDigest).toString());
    const num = this.headNum + 1;
    this.ids.push(blockIdFromDigest(digest, num));
    this.blocks.set(num, { block: { header, producerSignatures, previousBmroot }, receipts, actions });
    return num;
  }

  produceMany(count: number): number[] {
    return Array.from({ length: count }, () => this.produce());
  }

  idOf(num: number): string {
    return this.ids[num - 1] as string;
  }

  blockOf(num: number): SignedBlock {
    return this.record(num).block;
  }

  /** The proof that action `index` of block `num` is in its action_mroot, as a prover sends it. */
  actionProofOf(num: number, index: number): ActionProof {
    const { receipts, actions } = this.record(num);
    const receipt = receipts[index] as ActionReceipt;
    const digests = receipts.map(actionReceiptDigest);
    const entry = actions[index] as ActionInBlock;
    return {
      action: entry.action,
      receipt,
      returnValue: entry.returnValue ?? "",
      // A sole receipt has an empty path; the bridge expects [its digest] then.
      amproofpath: digests.length === 1 ? [digests[0] as string] : merkleProofPath(digests, index),
    };
  }

  /** The path from block `leafNum`'s id to the block merkle root before block `num`. */
  blockMerklePath(leafNum: number, num: number): string[] {
    return merkleProofPath(this.ids.slice(0, num - 1), leafNum - 1);
  }

  heavyProof(
    target: number,
    bftNums: readonly number[],
    options: { linkTo?: "previous" | "target"; actionIndex?: number } = {},
  ): HeavyProofJson {
    const blockMerkle = this.ids
      .slice(0, target - 2)
      .reduce(appendToIncrementalMerkle, EMPTY_INCREMENTAL_MERKLE);
    let linked = target;
    const bftProof = bftNums.map((num) => {
      const bmproofpath = this.blockMerklePath(linked, num);
      if (options.linkTo !== "target") linked = num;
      return { block: this.blockOf(num), bmproofpath };
    });
    return buildHeavyProofJson({
      chainId: this.chainId,
      blockToProve: this.blockOf(target),
      blockMerkle,
      bftProof,
      ...(options.actionIndex === undefined
        ? {}
        : { actionProof: this.actionProofOf(target, options.actionIndex) }),
    });
  }

  private record(num: number): BlockRecord {
    const record = this.blocks.get(num);
    if (!record) throw new Error(`no block ${num}`);
    return record;
  }

  private receiptFor(entry: ActionInBlock): ActionReceipt {
    this.globalSequence += 1n;
    const actDigest = entry.returnValueDigest
      ? actionDigestWithReturnValue(entry.action, entry.returnValue ?? "")
      : legacyActionDigest(entry.action);
    return {
      receiver: entry.action.account,
      actDigest,
      globalSequence: this.globalSequence,
      recvSequence: this.globalSequence - 900n,
      authSequence: entry.action.authorization.map((level) => ({ account: level.actor, sequence: 5n })),
      codeSequence: 1,
      abiSequence: 1,
    };
  }
}
