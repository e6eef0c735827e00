import {
  issueGenesisDataSchema,
  retireDataSchema,
  WRAP_ERRORS,
  WRAP_TOKEN_ACTIONS,
  type WrapTokenGlobal,
  wrapTokenInitDataSchema,
  type Xfer,
} from "@ux/core/bridge/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { assetText, readAsset, sameSymbol, symbolCodeValue } from "../framework/chainAsset";
import { asset, stats, subBalance } from "../token/tokenLedger";
import { globalRow, payBeneficiary, proofActions, setGlobalRow } from "../wrapLock/transferProof";
import { mint } from "./wrappedSupply";

/*
 * The wraptoken's own actions: a proven emitxfer of the paired wraplock (a lock there) issues the same
 * quantity here to its beneficiary; retire burns wrapped tokens and emits the xfer the wraplock releases
 * by. Supply therefore always equals the paired wraplock's reserves.
 */

export function init(context: ActionContext, raw: unknown): void {
  context.requireAuth(context.self);
  setGlobalRow(context, parseActionData(context, wrapTokenInitDataSchema, raw));
}

export { emitxfer } from "../wrapLock/lockActions";

function issueTo(context: ActionContext, global: WrapTokenGlobal, xfer: Xfer): void {
  context.check(xfer.quantity.contract === global.paired_token_contract, WRAP_ERRORS.wrongTokenContract);
  const quantity = asset(xfer.quantity.quantity);
  mint(context, quantity, context.self);
  // An inline transfer, so wallets and history see the beneficiary receive it.
  payBeneficiary(context, context.self, xfer);
}

/** issuea (heavy proof) and issueb (light proof) of the paired wraplock's lock. */
export const issue = proofActions<WrapTokenGlobal>(
  (global) => global.paired_wraplock_contract,
  WRAP_ERRORS.wrongLockAccount,
  issueTo,
);

export function retire(context: ActionContext, raw: unknown): void {
  const global = globalRow<WrapTokenGlobal>(context);
  const data = parseActionData(context, retireDataSchema, raw);
  context.requireAuth(data.owner);
  const quantity = readAsset(data.quantity);
  context.check(quantity !== undefined, "invalid symbol name");
  const code = symbolCodeValue(quantity.symbol.code);
  const table = stats(context, code);
  const stat = table.get(code, "token with symbol does not exist");
  context.check(quantity.amount > 0n, "must retire positive quantity");
  const supply = asset(stat.supply);
  context.check(sameSymbol(quantity.symbol, supply.symbol), "symbol precision mismatch");
  table.modify("", { ...stat, supply: assetText(supply.amount - quantity.amount, supply.symbol) });
  subBalance(context, data.owner, quantity);
  context.sendInline({
    account: context.self,
    name: WRAP_TOKEN_ACTIONS.emitxfer,
    authorization: [{ actor: context.self, permission: "active" }],
    data: {
      xfer: {
        owner: data.owner,
        quantity: { quantity: data.quantity, contract: global.paired_token_contract },
        beneficiary: data.beneficiary,
      },
    },
  });
}

/**
 * Devnet genesis only: wrapped supply for what genesis locked in the paired wraplock (the two chains'
 * genesis blocks cannot prove each other). Refused in any block after the genesis block.
 */
export function issuegenesis(context: ActionContext, raw: unknown): void {
  globalRow(context);
  context.requireAuth(context.self);
  context.check(context.blockNum <= 1, WRAP_ERRORS.genesisOnly);
  const data = parseActionData(context, issueGenesisDataSchema, raw);
  mint(context, asset(data.quantity), data.to);
}
