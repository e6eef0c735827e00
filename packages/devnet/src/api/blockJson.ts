import {
  blockHeaderToJson,
  hexToBytes,
  PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
  unpackProducerAuthoritySchedule,
} from "@ux/core/antelope";
import type { SignedBlock } from "../node/blockAssembly";
import type { BlockTransaction } from "../node/transactionReceipt";
import { producerScheduleJson } from "./scheduleJson";
import { type ActionDataDecoder, transactionJson, unpackTransaction } from "./transactionJson";

/** TaPoS' ref_block_prefix: bytes 8..11 of the block id as a little-endian uint32. */
export function refBlockPrefix(blockId: string): number {
  return new DataView(hexToBytes(blockId).buffer).getUint32(8, true);
}

function receiptJson(trx: BlockTransaction, decode: ActionDataDecoder) {
  return {
    status: trx.status,
    cpu_usage_us: trx.cpuUsageUs,
    net_usage_words: trx.netUsageWords,
    trx: {
      id: trx.id,
      signatures: trx.signatures,
      compression: trx.compression === 1 ? "zlib" : "none",
      packed_context_free_data: trx.packedContextFreeData,
      context_free_data: [],
      packed_trx: trx.packedTrx,
      transaction: transactionJson(unpackTransaction(trx.compression, trx.packedTrx), decode),
    },
  };
}

/** The header fields get_block and get_block_info both print, in nodeos' order. */
function headerFields(header: ReturnType<typeof blockHeaderToJson>) {
  return {
    timestamp: header.timestamp,
    producer: header.producer,
    confirmed: header.confirmed,
    previous: header.previous,
    transaction_mroot: header.transaction_mroot,
    action_mroot: header.action_mroot,
    schedule_version: header.schedule_version,
  };
}

/** abi_serializer adds the schedule a producer_schedule_change_extension carries, decoded, as nodeos does. */
function newProducerSchedule(block: SignedBlock) {
  const extension = block.header.headerExtensions.find(
    (candidate) => candidate.type === PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID,
  );
  if (extension === undefined) return {};
  return {
    new_producer_schedule: producerScheduleJson(unpackProducerAuthoritySchedule(hexToBytes(extension.data))),
  };
}

/**
 * get_block: the signed block as nodeos prints it, with its id, number and ref_block_prefix. Empty
 * block_extensions are left out: WharfKit cannot decode that field at all.
 */
export function blockJson(block: SignedBlock, decode: ActionDataDecoder) {
  const header = blockHeaderToJson(block.header);
  return {
    ...headerFields(header),
    new_producers: header.new_producers,
    header_extensions: block.header.headerExtensions.map((extension) => [extension.type, extension.data]),
    ...newProducerSchedule(block),
    producer_signature: block.producerSignature,
    transactions: block.transactions.map((trx) => receiptJson(trx, decode)),
    id: block.id,
    block_num: block.blockNum,
    ref_block_prefix: refBlockPrefix(block.id),
  };
}

/** get_block_info: the header fields without transactions. */
export function blockInfoJson(block: SignedBlock) {
  const header = blockHeaderToJson(block.header);
  return {
    block_num: block.blockNum,
    ref_block_num: block.blockNum & 0xffff,
    id: block.id,
    ...headerFields(header),
    producer_signature: block.producerSignature,
    ref_block_prefix: refBlockPrefix(block.id),
  };
}
