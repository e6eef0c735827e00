import { inflateSync } from "node:zlib";
import { hexToBytes } from "@ux/core/antelope";
import { Serializer, Transaction } from "@wharfkit/antelope";

/** Decodes an action's data with its contract's ABI; undefined when there is no ABI or it does not fit. */
export type ActionDataDecoder = (account: string, name: string, hexData: string) => unknown;

export interface ActionJson {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: unknown;
  hex_data: string;
}

export interface TransactionJson {
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
  max_net_usage_words: number;
  max_cpu_usage_ms: number;
  delay_sec: number;
  context_free_actions: ActionJson[];
  actions: ActionJson[];
  transaction_extensions: unknown[];
}

/** The transaction inside packed_trx (compression 1 is zlib). */
export function unpackTransaction(compression: 0 | 1, packedTrx: string): Transaction {
  const bytes = hexToBytes(packedTrx);
  const raw = compression === 1 ? new Uint8Array(inflateSync(bytes)) : bytes;
  return Serializer.decode({ data: raw, type: Transaction });
}

function actionJson(action: Transaction["actions"][number], decode: ActionDataDecoder): ActionJson {
  const account = String(action.account);
  const name = String(action.name);
  const hexData = action.data.hexString;
  const data = decode(account, name, hexData);
  return {
    account,
    name,
    authorization: action.authorization.map((level) => ({
      actor: String(level.actor),
      permission: String(level.permission),
    })),
    data: data === undefined ? hexData : data,
    hex_data: hexData,
  };
}

/** A transaction as nodeos prints it in get_block: header fields and actions with ABI-decoded data. */
export function transactionJson(transaction: Transaction, decode: ActionDataDecoder): TransactionJson {
  return {
    expiration: transaction.expiration.toString(),
    ref_block_num: transaction.ref_block_num.toNumber(),
    ref_block_prefix: transaction.ref_block_prefix.toNumber(),
    max_net_usage_words: transaction.max_net_usage_words.toNumber(),
    max_cpu_usage_ms: transaction.max_cpu_usage_ms.toNumber(),
    delay_sec: transaction.delay_sec.toNumber(),
    context_free_actions: transaction.context_free_actions.map((action) => actionJson(action, decode)),
    actions: transaction.actions.map((action) => actionJson(action, decode)),
    transaction_extensions: transaction.transaction_extensions.map((extension) => [
      extension.type.toNumber(),
      extension.data.hexString,
    ]),
  };
}
