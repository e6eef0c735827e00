import { type Action, Serializer, Transaction } from "@wharfkit/antelope";
import { type SignedTransaction, transactionBody } from "./signedTransaction";
import type { TransactionHeader } from "./transactionHeader";

/** A transaction encoded and packed, ready for signatures. */
export interface BuiltTransaction {
  transaction: Transaction;
  /** Hex of the packed (serialized, uncompressed) transaction: what is signed and send_transaction takes. */
  packedTrx: string;
  id: string;
}

/** Packs a transaction whose actions are already encoded (their data as bytes). */
export function buildTransaction(header: TransactionHeader, actions: readonly Action[]): BuiltTransaction {
  const transaction = Transaction.from(transactionBody(header, actions));
  return {
    transaction,
    packedTrx: Serializer.encode({ object: transaction }).hexString,
    id: transaction.id.hexString,
  };
}

/** The built transaction with its signatures: what the client sends. */
export function signedWith(built: BuiltTransaction, signatures: readonly string[]): SignedTransaction {
  return { id: built.id, packedTrx: built.packedTrx, signatures: [...signatures] };
}
