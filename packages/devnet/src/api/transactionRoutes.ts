import { createHash } from "node:crypto";
import { hexToBytes } from "@ux/core/antelope";
import { Serializer, Transaction } from "@wharfkit/antelope";
import type { z } from "zod";
import { AuthorityChecker } from "../engine/authority/authorityChecker";
import { canonicalKeyText } from "../engine/authority/authorityRules";
import { permissionLookup } from "../engine/authority/checkAuthorization";
import { chainError, permissionLevelText } from "../engine/chainErrors";
import { ChainError, type IncomingTransaction, type TransactionTrace } from "../engine/engineContract";
import type { ApiContext } from "./apiContext";
import { refuseDelayed } from "./delayedTransaction";
import type { ApiRequest, Route } from "./httpServer";
import {
  computeTransactionRequest,
  packedTransaction,
  parsePackedTransaction,
  parseRequest,
  requiredKeysRequest,
  sendTransaction2Request,
  transactionJsonSchema,
} from "./requestSchemas";
import { failureTraceJson, traceJson } from "./traceJson";
import { unpackTransaction } from "./transactionJson";

type PackedTransactionBody = z.output<typeof packedTransaction>;
type TransactionJsonBody = z.output<typeof transactionJsonSchema>;

function incomingOf(body: PackedTransactionBody): IncomingTransaction {
  return {
    signatures: body.signatures,
    compression: body.compression,
    packedContextFreeData: body.packed_context_free_data,
    packedTrx: body.packed_trx,
  };
}

/** A JSON transaction packed as nodeos' abi_serializer would: action data given as hex or as ABI JSON. */
function packJsonTransaction(context: ApiContext, transaction: TransactionJsonBody): string {
  const encodeActions = (actions: TransactionJsonBody["actions"]) =>
    actions.map((action) => ({
      account: action.account,
      name: action.name,
      authorization: action.authorization,
      data:
        typeof action.data === "string" && /^(?:[0-9a-fA-F]{2})*$/.test(action.data)
          ? action.data.toLowerCase()
          : context.engine.encodeActionData(action),
    }));
  const packed = Transaction.from({
    ...transaction,
    context_free_actions: encodeActions(transaction.context_free_actions),
    actions: encodeActions(transaction.actions),
    transaction_extensions: [],
  });
  return Serializer.encode({ object: packed }).hexString;
}

/** push_transaction's body: a packed_transaction, or the same with `transaction` as JSON instead of packed_trx. */
function incomingFromBody(context: ApiContext, body: unknown): IncomingTransaction {
  const record = body as Record<string, unknown> | undefined;
  if (
    record &&
    typeof record === "object" &&
    record.packed_trx === undefined &&
    typeof record.transaction === "object"
  ) {
    const withJson = parseRequest(packedTransaction.omit({ packed_trx: true }), body);
    const transaction = parseRequest(transactionJsonSchema, record.transaction);
    return {
      ...incomingOf({ ...withJson, packed_trx: "" }),
      compression: 0,
      packedTrx: packJsonTransaction(context, transaction),
    };
  }
  return incomingOf(parsePackedTransaction(body));
}

/** sha256 of the serialized (uncompressed) transaction: its id, known even when it fails. */
function transactionIdOf(incoming: IncomingTransaction): string {
  try {
    const raw = Serializer.encode({
      object: unpackTransaction(incoming.compression, incoming.packedTrx),
    }).array;
    return createHash("sha256").update(raw).digest("hex");
  } catch {
    // Undecodable: the failure trace still needs an id (the push already failed with nodeos' error).
    return createHash("sha256").update(hexToBytes(incoming.packedTrx)).digest("hex");
  }
}

function pushed(trace: TransactionTrace) {
  return { body: { transaction_id: trace.id, processed: traceJson(trace) } };
}

/** Resolves once the block holding `blockNum` has `blocks` blocks after it (or is irreversible when 0). */
function whenConfirmed(context: ApiContext, blockNum: number, blocks: number): Promise<void> {
  const reached = () =>
    blocks > 0
      ? context.node.headBlockNum >= blockNum + blocks
      : context.node.lastIrreversibleBlockNum >= blockNum;
  if (reached()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = context.node.onBlock(() => {
      if (!reached()) return;
      unsubscribe();
      resolve();
    });
  });
}

function requiredKeys(context: ApiContext, request: z.output<typeof requiredKeysRequest>): string[] {
  const available = new Map<string, string>();
  for (const key of request.available_keys) {
    try {
      available.set(canonicalKeyText(key), key);
    } catch {
      throw chainError("public_key_type_exception", `Invalid public key: ${key}`);
    }
  }
  const checker = new AuthorityChecker(
    permissionLookup(context.engine.authorization),
    new Set(available.keys()),
  );
  const actions = [...request.transaction.context_free_actions, ...request.transaction.actions];
  for (const level of actions.flatMap((action) => action.authorization)) {
    if (!checker.satisfied(level))
      throw chainError(
        "unsatisfied_authorization",
        `transaction declares authority '${permissionLevelText(level)}', but does not have signatures for it.`,
      );
  }
  const unused = new Set(checker.unusedKeys());
  return [...available.entries()]
    .filter(([canonical]) => !unused.has(canonical))
    .map(([, original]) => original);
}

export function transactionRoutes(context: ApiContext): Route[] {
  const push = async ({ body }: ApiRequest) => {
    const incoming = incomingFromBody(context, body);
    refuseDelayed(incoming);
    return pushed(await context.node.pushTransaction(incoming));
  };
  return [
    { path: "/v1/chain/push_transaction", methods: ["POST"], handler: push },
    { path: "/v1/chain/send_transaction", methods: ["POST"], handler: push },
    {
      path: "/v1/chain/send_transaction2",
      methods: ["POST"],
      handler: async ({ body }) => {
        const request = parseRequest(sendTransaction2Request, body);
        const incoming = incomingOf(request.transaction);
        refuseDelayed(incoming);
        let trace: TransactionTrace;
        try {
          trace = await context.node.pushTransaction(incoming);
        } catch (error) {
          if (!(error instanceof ChainError) || !request.return_failure_trace) throw error;
          const { head } = context.node.status();
          const id = transactionIdOf(incoming);
          return {
            body: {
              transaction_id: id,
              processed: failureTraceJson(id, head.blockNum + 1, head.time, error),
            },
          };
        }
        if (request.retry_trx)
          await whenConfirmed(context, trace.block_num, request.retry_trx_num_blocks ?? 0);
        return pushed(trace);
      },
    },
    {
      path: "/v1/chain/compute_transaction",
      methods: ["POST"],
      handler: ({ body }) => {
        const request = parseRequest(computeTransactionRequest, body);
        const incoming = incomingOf(request.transaction);
        refuseDelayed(incoming);
        return pushed(context.node.computeTransaction(incoming));
      },
    },
    {
      path: "/v1/chain/get_required_keys",
      methods: ["POST"],
      handler: ({ body }) => ({
        body: { required_keys: requiredKeys(context, parseRequest(requiredKeysRequest, body)) },
      }),
    },
  ];
}
