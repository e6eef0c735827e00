import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { type ABI, Action, Bytes, Serializer, Transaction } from "@wharfkit/antelope";

/*
 * A transaction someone else built and signed first (the AMM service's resource payer), that the user's
 * wallet is asked to co-sign. The wallet must sign exactly the bytes that will be sent, and only if they
 * are the user's own actions behind the payer's noop: a co-signer must not slip anything else in. This
 * module uses WharfKit's serializer, so only the lazily loaded wallet runtime imports it.
 */

/** What the submission path needs from a decoded prepared transaction. */
export interface PreparedTransactionFacts {
  /** sha256 of the packed bytes (hex): the transaction id. */
  id: string;
  /** 'YYYY-MM-DDTHH:MM:SS' UTC. */
  expiration: string;
  /** The low 16 bits of the TaPoS reference block. */
  refBlockNum: number;
}

const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** Decodes packed transaction hex, refusing bytes that do not re-encode identically (trailing or odd data). */
export function decodePreparedTransaction(packedHex: string): Transaction {
  if (!HEX.test(packedHex)) throw new Error("The prepared transaction is not hex");
  const transaction = Serializer.decode({ data: Bytes.from(packedHex, "hex"), type: Transaction });
  if (Serializer.encode({ object: transaction }).hexString !== packedHex.toLowerCase())
    throw new Error("The prepared transaction does not decode to the same bytes");
  return transaction;
}

export function preparedTransactionFacts(transaction: Transaction): PreparedTransactionFacts {
  return {
    id: String(transaction.id),
    expiration: String(transaction.expiration),
    refBlockNum: Number(transaction.ref_block_num),
  };
}

function sameAuthorization(action: Action, expected: readonly PermissionLevel[]): boolean {
  return (
    action.authorization.length === expected.length &&
    action.authorization.every(
      (level, i) =>
        String(level.actor) === expected[i]?.actor && String(level.permission) === expected[i]?.permission,
    )
  );
}

/**
 * Why the prepared transaction is not the user's actions behind one payer action, or null when it is: the
 * first action must not need the user's authority and carries no data (the payer's noop); every other
 * action must equal, byte for byte, the user's action encoded with its contract's ABI.
 */
export function preparedTransactionProblem(
  transaction: Transaction,
  expected: readonly ActionInput[],
  abis: ReadonlyMap<string, ABI>,
  signer: PermissionLevel,
): string | null {
  if (transaction.context_free_actions.length > 0) return "it has context-free actions";
  if (Number(transaction.delay_sec) !== 0) return "it is delayed";
  if (transaction.actions.length !== expected.length + 1)
    return `it has ${transaction.actions.length} actions instead of ${expected.length + 1}`;
  const [payer, ...rest] = transaction.actions;
  if (payer === undefined || payer.authorization.some((level) => String(level.actor) === signer.actor))
    return "its first action is not the resource payer's";
  if (payer.data.length > 0) return "the resource payer's action carries data";
  for (const [index, action] of rest.entries()) {
    const wanted = expected[index] as ActionInput;
    const abi = abis.get(wanted.account);
    if (abi === undefined) return `no ABI for ${wanted.account}`;
    const encoded = Action.from(wanted, abi);
    if (
      String(action.account) !== wanted.account ||
      String(action.name) !== wanted.name ||
      !sameAuthorization(action, wanted.authorization) ||
      !action.data.equals(encoded.data)
    )
      return `action ${index + 2} is not ${wanted.account}::${wanted.name} as requested`;
  }
  return null;
}
