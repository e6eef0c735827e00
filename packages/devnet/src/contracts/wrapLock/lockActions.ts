import {
  emitxferDataSchema,
  WRAP_ERRORS,
  WRAP_LOCK_ACTIONS,
  WRAP_TABLES,
  type WrapLockGlobal,
  wrapLockInitDataSchema,
  type Xfer,
} from "@ux/core/bridge/contract";
import { isCanonicalChainName } from "@ux/core/names";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { assetText, readAsset, symbolCodeValue } from "../framework/chainAsset";
import { asset } from "../token/tokenLedger";
import { globalRow, payBeneficiary, proofActions, setGlobalRow } from "./transferProof";

/*
 * The wraplock's actions: a transfer of the native token to it locks the tokens (reserves) and emits an
 * xfer for the beneficiary named in the memo; a proven emitxfer of the paired wraptoken (a retire there)
 * releases them to its beneficiary. Reserves therefore always equal the paired chain's wrapped supply.
 */

interface ReserveRow {
  balance: string;
}

const reserves = (context: ActionContext, tokenContract: string) =>
  context.table<ReserveRow>(tokenContract, WRAP_TABLES.reserves);

export function init(context: ActionContext, raw: unknown): void {
  context.requireAuth(context.self);
  setGlobalRow(context, parseActionData(context, wrapLockInitDataSchema, raw));
}

export function emitxfer(context: ActionContext, raw: unknown): void {
  globalRow(context);
  context.requireAuth(context.self);
  parseActionData(context, emitxferDataSchema, raw);
}

function emit(context: ActionContext, xfer: Xfer): void {
  context.sendInline({
    account: context.self,
    name: WRAP_LOCK_ACTIONS.emitxfer,
    authorization: [{ actor: context.self, permission: "active" }],
    data: { xfer },
  });
}

/** Notification of a token transfer: an incoming one of the native token contract is a lock. */
export function onTransfer(
  context: ActionContext,
  data: { from: string; to: string; quantity: string; memo: string },
): void {
  const global = globalRow<WrapLockGlobal>(context);
  context.check(context.firstReceiver === global.native_token_contract, WRAP_ERRORS.wrongTokenContract);
  // Unstaking refunds and the contract's own payouts are not locks.
  if (data.from === "eosio.stake" || data.to !== context.self || data.from === context.self) return;
  context.check(isCanonicalChainName(data.memo), WRAP_ERRORS.badBeneficiary);
  const quantity = readAsset(data.quantity);
  context.check(quantity !== undefined && quantity.amount > 0n, "must lock positive quantity");
  const table = reserves(context, global.native_token_contract);
  const key = symbolCodeValue(quantity.symbol.code);
  const row = table.find(key);
  const locked = (row ? asset(row.balance).amount : 0n) + quantity.amount;
  const balance = assetText(locked, quantity.symbol);
  if (row === undefined) table.emplace(context.self, { balance });
  else table.modify("", { balance });
  emit(context, {
    owner: data.from,
    quantity: { quantity: data.quantity, contract: global.native_token_contract },
    beneficiary: data.memo,
  });
}

function release(context: ActionContext, global: WrapLockGlobal, xfer: Xfer): void {
  context.check(xfer.quantity.contract === global.native_token_contract, WRAP_ERRORS.wrongTokenContract);
  const quantity = asset(xfer.quantity.quantity);
  const table = reserves(context, global.native_token_contract);
  const key = symbolCodeValue(quantity.symbol.code);
  const row = table.get(key, "no balance object found");
  const locked = asset(row.balance);
  context.check(locked.amount >= quantity.amount, "overdrawn balance");
  table.modify("", { balance: assetText(locked.amount - quantity.amount, locked.symbol) });
  payBeneficiary(context, global.native_token_contract, xfer);
}

/** withdrawa (heavy proof) and withdrawb (light proof) of the paired wraptoken's retire. */
export const withdraw = proofActions<WrapLockGlobal>(
  (global) => global.paired_wraptoken_contract,
  WRAP_ERRORS.wrongTokenAccount,
  release,
);
