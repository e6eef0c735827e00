import { type ABI, Action, type PrivateKey, Serializer, Transaction } from "@wharfkit/antelope";
import type { TransactionHeader } from "./transactionHeader";

/** An action with its data as JSON (encoded through the ABI) or as hex bytes (already encoded). */
export interface JsonAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: Record<string, unknown> | string;
}

export function encodeAction(action: JsonAction, abi: ABI | undefined): Action {
  if (typeof action.data === "string") return Action.from({ ...action, data: action.data });
  if (!abi) throw new Error(`no ABI to encode ${action.account}::${action.name}`);
  return Action.from(action, abi);
}

/** The JSON of hex action data, decoded through the contract's ABI. */
export function decodeActionData(action: Action, abi: ABI): Record<string, unknown> {
  return Serializer.objectify(action.decodeData(abi)) as Record<string, unknown>;
}

export interface PreparedTransaction {
  transaction: Transaction;
  /** Hex of the packed (serialized, uncompressed) transaction: what wallets sign and send_transaction takes. */
  packedHex: string;
  id: string;
}

export function buildTransaction(header: TransactionHeader, actions: Action[]): PreparedTransaction {
  const transaction = Transaction.from({
    ...header,
    context_free_actions: [],
    actions,
    transaction_extensions: [],
  });
  return {
    transaction,
    packedHex: Serializer.encode({ object: transaction }).hexString,
    id: transaction.id.hexString,
  };
}

/** Signs over sha256(chain id + packed transaction + 32 zero bytes), as every Antelope wallet does. */
export function signTransaction(transaction: Transaction, chainId: string, key: PrivateKey): string {
  return key.signDigest(transaction.signingDigest(chainId)).toString();
}
