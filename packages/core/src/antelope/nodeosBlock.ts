import type { BlockHeader } from "./blockHeader";
import { parseBlockTimestamp } from "./blockTimestamp";

/** new_producers as nodeos prints it. */
export interface NodeosLegacySchedule {
  version: number;
  producers: { producer_name: string; block_signing_key: string }[];
}

/** The fields of a nodeos get_block answer that a proof is built from (legacy, pre-Savanna blocks). */
export interface NodeosBlock {
  id: string;
  block_num: number;
  timestamp: string;
  producer: string;
  confirmed: number;
  previous: string;
  transaction_mroot: string;
  action_mroot: string;
  schedule_version: number;
  /** Null once producer_schedule_change_extension carries new schedules; set on older chains. */
  new_producers: NodeosLegacySchedule | null;
  header_extensions: [number, string][];
  producer_signature: string;
}

export function headerOfNodeosBlock(block: NodeosBlock): BlockHeader {
  return {
    timestamp: parseBlockTimestamp(block.timestamp),
    producer: block.producer,
    confirmed: block.confirmed,
    previous: block.previous,
    transactionMroot: block.transaction_mroot,
    actionMroot: block.action_mroot,
    scheduleVersion: block.schedule_version,
    newProducers:
      block.new_producers === null
        ? null
        : {
            version: block.new_producers.version,
            producers: block.new_producers.producers.map((p) => ({
              producerName: p.producer_name,
              blockSigningKey: p.block_signing_key,
            })),
          },
    headerExtensions: block.header_extensions.map(([type, data]) => ({ type, data })),
  };
}

/** A get_block answer's header fields only: what a proof server keeps of a block it follows. */
export function nodeosBlockOf(json: NodeosBlock): NodeosBlock {
  return {
    id: json.id,
    block_num: json.block_num,
    timestamp: json.timestamp,
    producer: json.producer,
    confirmed: json.confirmed,
    previous: json.previous,
    transaction_mroot: json.transaction_mroot,
    action_mroot: json.action_mroot,
    schedule_version: json.schedule_version,
    new_producers: json.new_producers,
    header_extensions: json.header_extensions,
    producer_signature: json.producer_signature,
  };
}
