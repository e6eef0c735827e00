import {
  Action,
  type API,
  PermissionLevel,
  type PrivateKey,
  SignedTransaction,
  Transaction,
} from "@wharfkit/antelope";
import { rejected } from "./rpcError";

/** The one authority a gateway-pushed action may carry: the mapped account's active permission. */
export function mappedAuthority(account: string): PermissionLevel {
  return PermissionLevel.from({ actor: account, permission: "active" });
}

/**
 * Every action must be authorized by exactly `account@active`. Anything else is refused, not rewritten:
 * the gateway's key satisfies every Ethereum payer's active permission, so honouring another actor here
 * would let one payer act as another.
 */
export function checkActionAuthorizations(actions: readonly Action[], account: string): void {
  const expected = mappedAuthority(account);
  actions.forEach((action, index) => {
    const only = action.authorization.length === 1 ? action.authorization[0] : undefined;
    if (only === undefined || !only.equals(expected)) {
      const described =
        action.authorization.map((level) => `${level.actor}@${level.permission}`).join(", ") || "none";
      throw rejected(
        `action ${index} (${action.account}::${action.name}) must be authorized by exactly ${account}@active, not ${described}`,
      );
    }
  });
}

/** `{payer}::noop` authorized by the payer: as the first action it makes the chain bill the payer's CPU and NET. */
export function resourcePayerNoop(payer: string): Action {
  return Action.from({ account: payer, name: "noop", authorization: [mappedAuthority(payer)], data: "" });
}

/** A transaction referencing the last irreversible block, expiring `expirySeconds` after the head, signed by the gateway key. */
export function signGatewayTransaction(
  info: API.v1.GetInfoResponse,
  actions: readonly Action[],
  key: PrivateKey,
  expirySeconds: number,
): SignedTransaction {
  const transaction = Transaction.from({
    ...info.getTransactionHeader(expirySeconds),
    actions: [...actions],
  });
  const signature = key.signDigest(transaction.signingDigest(info.chain_id));
  return SignedTransaction.from({ ...transaction, signatures: [signature] });
}
