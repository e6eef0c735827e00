import { transferDataSchema } from "@ux/core/amm/contract";
import { type Quote, quoteCombine, quoteSplit } from "@ux/core/stake";
import { COMBINE_MEMO, combineDataSchema, STAKE_ERRORS, splitDataSchema } from "@ux/core/stake/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { type Asset, readAsset } from "../framework/chainAsset";
import { transferToken } from "../token/tokenLedger";
import { burnInstrument, instrumentSymbol, instrumentUnits, issueInstrument } from "./instrumentLedger";
import { sendToken } from "./stakeActions";
import { readDeposit, requireConfig, stakedAsset, units, writeDeposit } from "./stakeTables";

/*
 * The manage view's actions (spec 1 §6) with core's rules: `split` turns part of the owner's deposit into as
 * much TU and TC of an open expiry, `combine` burns them (TC alone once the expiry has ended: TU is then
 * worthless) and pays the UTX back. Conservation: the contract's UTX = reward pool + positions + unspent
 * deposits + the TC supply outstanding (each TC is one UTX held for it).
 */

function baseSymbol(context: ActionContext) {
  return (readAsset(requireConfig(context).zero) as Asset).symbol;
}

/**
 * What split and combine both begin with: the request (the two actions' data are alike), the owner's
 * authority, the quantity in units and core's quote of it, refused with the quote's reason.
 */
function quotedRequest<T>(
  context: ActionContext,
  schema: typeof splitDataSchema | typeof combineDataSchema,
  data: unknown,
  quoteOf: (base: string, code: number, nowMs: number, quantity: bigint) => Quote<T>,
) {
  const request = parseActionData(context, schema, data);
  context.requireAuth(request.owner);
  const config = requireConfig(context);
  const quantity = units(context, config, request.quantity);
  const base = baseSymbol(context);
  const quote = quoteOf(base.code, request.expiry, context.blockTimeMs, quantity);
  context.check(quote.ok, quote.ok ? "" : quote.error);
  return { owner: request.owner, config, quantity, base, quote: quote.value };
}

export function split(context: ActionContext, data: unknown): void {
  const { owner, config, quantity, base, quote } = quotedRequest(context, splitDataSchema, data, quoteSplit);
  const deposit = readDeposit(context, config, owner);
  context.check(deposit >= quantity, STAKE_ERRORS.splitDeposit);
  writeDeposit(context, config, owner, deposit - quantity);
  for (const code of [quote.utility, quote.capital])
    issueInstrument(context, owner, { amount: quantity, symbol: instrumentSymbol(code, base) });
}

export function combine(context: ActionContext, data: unknown): void {
  const { owner, config, quantity, base, quote } = quotedRequest(
    context,
    combineDataSchema,
    data,
    quoteCombine,
  );
  const { utility, capital, burnsUtility } = quote;
  context.check(
    instrumentUnits(context, owner, capital) >= quantity &&
      (!burnsUtility || instrumentUnits(context, owner, utility) >= quantity),
    STAKE_ERRORS.combineHoldings,
  );
  const burned = burnsUtility ? [capital, utility] : [capital];
  for (const code of burned)
    burnInstrument(context, owner, { amount: quantity, symbol: instrumentSymbol(code, base) });
  sendToken(context, owner, stakedAsset(config, quantity), COMBINE_MEMO);
}

/** The instruments' transfer, as eosio.token's; never to the contract itself (combine returns them). */
export function transfer(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, transferDataSchema, data);
  context.check(request.to !== context.self, STAKE_ERRORS.instrumentToContract);
  transferToken(context, request);
}
