import {
  type HeavyTransferProofData,
  heavyTransferProofDataSchema,
  type LightTransferProofData,
  lightTransferProofDataSchema,
  PROVER_ACTIONS,
  type ProcessedRow,
  provenXferOf,
  WRAP_ERRORS,
  WRAP_TABLES,
  type Xfer,
} from "@ux/core/bridge/contract";
import type { ActionContext, TableSpec } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";
import { parseActionData } from "../framework/actionData";

/*
 * How both bridge token contracts accept a transfer from the paired chain (withdrawa/b, issuea/b): the
 * prover checks the block and action proof (an inline checkproofe or checkprooff: a bad proof fails the
 * whole transaction), the proven action must be the paired contract's emitxfer, and its receipt digest is
 * recorded in `processed` so the same transfer is honoured once.
 */

/** What a contract's global row says about its pair. */
export interface PairedChain {
  bridge_contract: string;
  paired_chain_id: string;
}

/** `processed`: key = id, secondary index `digest` (sha256) = the receipt digest. */
export const processedTableSpec: TableSpec<ProcessedRow> = {
  primaryKey: (row) => BigInt(row.id),
  secondaryIndexes: [{ name: "digest", keyType: "sha256", key: (row) => row.receipt_digest }],
};

/** The singleton's primary key, as eosio::singleton keys its one row. */
export const GLOBAL_KEY = nameValue(WRAP_TABLES.global);

export function globalRow<Row>(context: ActionContext): Row {
  const row = context.table<Row>(context.self, WRAP_TABLES.global).find(GLOBAL_KEY);
  context.check(row !== undefined, WRAP_ERRORS.notInitialized);
  return row;
}

/** Writes the singleton, creating it on the first init. */
export function setGlobalRow<Row>(context: ActionContext, row: Row): void {
  const table = context.table<Row>(context.self, WRAP_TABLES.global);
  if (table.find(GLOBAL_KEY) === undefined) table.emplace(context.self, row);
  else table.modify("", row);
}

function recordProcessed(context: ActionContext, receiptDigest: string, payer: string): void {
  const table = context.table<ProcessedRow>(context.self, WRAP_TABLES.processed);
  context.check(table.findBySecondary(0, receiptDigest).length === 0, WRAP_ERRORS.alreadyProved);
  const last = table.range().at(-1);
  const id = last === undefined ? 0n : last.primaryKey + 1n;
  table.emplace(payer, { id: id.toString(), receipt_digest: receiptDigest });
}

type Pair = PairedChain & { pairedContract: string; wrongAccount: string };

/**
 * Either proof's data (its schema) and the prover's action that checks it inline: the two differ in nothing
 * else, and the raw blockproof and actionproof are passed on as they came.
 */
function acceptProof(
  context: ActionContext,
  pair: Pair,
  raw: unknown,
  schema: typeof heavyTransferProofDataSchema | typeof lightTransferProofDataSchema,
  checkAction: string,
): Xfer {
  const data: HeavyTransferProofData | LightTransferProofData = parseActionData(context, schema, raw);
  const { blockproof, actionproof } = raw as { blockproof: unknown; actionproof: unknown };
  context.requireAuth(data.prover);
  context.check(data.blockproof.chain_id === pair.paired_chain_id, WRAP_ERRORS.wrongChain);
  const proven = provenXferOf(data.actionproof, pair.pairedContract, pair.wrongAccount);
  context.check(proven.ok, proven.ok ? "" : proven.error);
  recordProcessed(context, proven.receiptDigest, data.prover);
  context.sendInline({
    account: pair.bridge_contract,
    name: checkAction,
    authorization: [{ actor: context.self, permission: "active" }],
    data: { blockproof, actionproof },
  });
  return proven.xfer;
}

/** withdrawa / issuea: a heavy proof, checked by the prover's checkproofe. */
export const acceptHeavyProof = (context: ActionContext, pair: Pair, raw: unknown): Xfer =>
  acceptProof(context, pair, raw, heavyTransferProofDataSchema, PROVER_ACTIONS.checkproofe);

/** withdrawb / issueb: a light proof, checked by the prover's checkprooff. */
export const acceptLightProof = (context: ActionContext, pair: Pair, raw: unknown): Xfer =>
  acceptProof(context, pair, raw, lightTransferProofDataSchema, PROVER_ACTIONS.checkprooff);

type ProofAction = (context: ActionContext, raw: unknown) => void;

/**
 * A contract's heavy and light proof actions (withdrawa/b, issuea/b): both read the global row, accept a
 * proof of the emitxfer of `pairedContractOf(global)` (refused with `wrongAccount` when another account's)
 * and hand the proven xfer to `honour`; they differ only in the proof.
 */
export function proofActions<Global extends PairedChain>(
  pairedContractOf: (global: Global) => string,
  wrongAccount: string,
  honour: (context: ActionContext, global: Global, xfer: Xfer) => void,
): { heavy: ProofAction; light: ProofAction } {
  const action =
    (accept: typeof acceptHeavyProof): ProofAction =>
    (context, raw) => {
      const global = globalRow<Global>(context);
      honour(
        context,
        global,
        accept(context, { ...global, pairedContract: pairedContractOf(global), wrongAccount }, raw),
      );
    };
  return { heavy: action(acceptHeavyProof), light: action(acceptLightProof) };
}

/** Pays a proven xfer's quantity to its beneficiary by an inline `transfer` of `tokenContract` from self. */
export function payBeneficiary(context: ActionContext, tokenContract: string, xfer: Xfer): void {
  context.sendInline({
    account: tokenContract,
    name: "transfer",
    authorization: [{ actor: context.self, permission: "active" }],
    data: { from: context.self, to: xfer.beneficiary, quantity: xfer.quantity.quantity, memo: "" },
  });
}
