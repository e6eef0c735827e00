import type * as z from "zod/mini";
import type { ActionReceipt } from "./actionReceipt";
import type { BlockHeader } from "./blockHeader";
import type { LegacyProducerSchedule, ProducerAuthoritySchedule } from "./producerSchedule";
import type {
  ActionProof,
  AnchorBlock,
  HeavyBlockProof,
  LightBlockProof,
  SignedBlockHeader,
} from "./proofTypes";
import type {
  actionProofWire,
  actionReceiptWire,
  anchorBlockWire,
  blockHeaderWire,
  heavyBlockProofWire,
  legacyProducerScheduleWire,
  lightBlockProofWire,
  producerAuthorityScheduleWire,
  signedBlockHeaderWire,
} from "./proofWire";

// The proof structs as parsed (proofWire.ts) turned into the camelCase domain types the prover works on.

type Wire<T extends z.ZodMiniType> = z.output<T>;

export function toLegacyProducerSchedule(
  json: Wire<typeof legacyProducerScheduleWire>,
): LegacyProducerSchedule {
  return {
    version: json.version,
    producers: json.producers.map((p) => ({
      producerName: p.producer_name,
      blockSigningKey: p.block_signing_key,
    })),
  };
}

export function toProducerAuthoritySchedule(
  json: Wire<typeof producerAuthorityScheduleWire>,
): ProducerAuthoritySchedule {
  return {
    version: json.version,
    producers: json.producers.map((p) => ({ producerName: p.producer_name, authority: p.authority[1] })),
  };
}

export function toBlockHeader(json: Wire<typeof blockHeaderWire>): BlockHeader {
  return {
    timestamp: json.timestamp,
    producer: json.producer,
    confirmed: json.confirmed,
    previous: json.previous,
    transactionMroot: json.transaction_mroot,
    actionMroot: json.action_mroot,
    scheduleVersion: json.schedule_version,
    newProducers: json.new_producers ? toLegacyProducerSchedule(json.new_producers) : null,
    headerExtensions: json.header_extensions.map((e) => ({ type: e.first, data: e.second })),
  };
}

function toSignedBlockHeader(json: Wire<typeof signedBlockHeaderWire>): SignedBlockHeader {
  return {
    header: toBlockHeader(json.header),
    producerSignatures: json.producer_signatures,
    previousBmroot: json.previous_bmroot,
    bmproofpath: json.bmproofpath,
  };
}

function toAnchorBlock(json: Wire<typeof anchorBlockWire>): AnchorBlock {
  return {
    block: toSignedBlockHeader(json.block),
    activeNodes: json.active_nodes,
    nodeCount: json.node_count,
  };
}

export function toHeavyBlockProof(json: Wire<typeof heavyBlockProofWire>): HeavyBlockProof {
  return {
    chainId: json.chain_id,
    hashes: json.hashes,
    blockToProve: toAnchorBlock(json.blocktoprove),
    bftProof: json.bftproof.map(toSignedBlockHeader),
  };
}

export function toLightBlockProof(json: Wire<typeof lightBlockProofWire>): LightBlockProof {
  return {
    chainId: json.chain_id,
    header: toBlockHeader(json.header),
    root: json.root,
    bmproofpath: json.bmproofpath,
  };
}

function toActionReceipt(json: Wire<typeof actionReceiptWire>): ActionReceipt {
  return {
    receiver: json.receiver,
    actDigest: json.act_digest,
    globalSequence: json.global_sequence,
    recvSequence: json.recv_sequence,
    authSequence: json.auth_sequence,
    codeSequence: json.code_sequence,
    abiSequence: json.abi_sequence,
  };
}

export function toActionProof(json: Wire<typeof actionProofWire>): ActionProof {
  return {
    action: json.action,
    receipt: toActionReceipt(json.receipt),
    returnValue: json.returnvalue,
    amproofpath: json.amproofpath,
  };
}
