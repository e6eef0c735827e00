import { tokenKey } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import {
  AMM_ACTIONS,
  AMM_DEPOSIT_MEMO,
  ammOpenDataSchema,
  placeorderDataSchema,
  placeorderMinimumsProblem,
  TOKEN_ACTIONS,
  tokenOpenDataSchema,
  transferDataSchema,
  ufxhopDataSchema,
  ufxhopMinimumProblem,
} from "@ux/core/amm/contract";
import { parseAsset } from "@ux/core/money";
import type * as z from "zod/mini";

/**
 * Which user actions the AMM socket pays resources for (payForResources): the service's noop goes first and
 * the service signs, so it must only ever pay for the AMM flow of the user who asks. Allowed, each
 * authorized by the user alone:
 *   - a deposit: `{token}::transfer` from the user to the AMM with memo 'Transfer to AMM';
 *   - `{token}::open` or `{amm}::open` for the user, RAM paid by the user;
 *   - `{amm}::placeorder` or `{amm}::ufxhop` owned by the user, with or without minimum outputs.
 * `{token}` is a contract of a pool asset or LP token, and every quantity must be a pool token with its
 * exact precision; minimums must follow the contract's rule (minimumOutputs.ts: one per output, in output
 * order, in its symbol and precision, not negative). Anything else is refused with a message.
 */

export interface PolicyContext {
  user: string;
  amm: string;
  /** The tokens of the AMM's pools (assets and LP tokens) with their precision, by tokenKey. */
  tokens: ReadonlyMap<string, TokenWithDecimals>;
}

export interface DecodedAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: Record<string, unknown>;
}

export type AllowedKind = "deposit" | "token-open" | "amm-open" | "placeorder" | "ufxhop";

/** How a refusal names the action: 'Action 2 (amm::placeorder)'. */
export const actionLabel = (index: number, action: { account: string; name: string }) =>
  `Action ${index + 1} (${action.account}::${action.name})`;

/** The kind an action would be allowed as, judged by contract and name only (before any ABI is fetched). */
export function kindOf(
  action: { account: string; name: string },
  context: PolicyContext,
): AllowedKind | null {
  if (action.account === context.amm) {
    if (action.name === AMM_ACTIONS.open) return "amm-open";
    if (action.name === AMM_ACTIONS.placeorder) return "placeorder";
    if (action.name === AMM_ACTIONS.ufxhop) return "ufxhop";
    return null;
  }
  if (![...context.tokens.values()].some((token) => token.contract === action.account)) return null;
  if (action.name === TOKEN_ACTIONS.transfer) return "deposit";
  if (action.name === TOKEN_ACTIONS.open) return "token-open";
  return null;
}

/** Refusal text when an action's contract/name is not part of the AMM flow, else null. */
export function checkActionTarget(
  index: number,
  action: { account: string; name: string },
  context: PolicyContext,
) {
  return kindOf(action, context) === null
    ? `${actionLabel(index, action)} is not an AMM deposit, open or order: the service does not pay for it`
    : null;
}

function parseData<T extends z.ZodMiniType>(
  schema: T,
  index: number,
  action: DecodedAction,
): z.output<T> | string {
  const result = schema.safeParse(action.data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  return `${actionLabel(index, action)} has invalid data${where}: ${issue?.message ?? "malformed"}`;
}

/** A positive quantity of a pool token, written with that token's precision. */
function checkQuantity(
  index: number,
  action: DecodedAction,
  contract: string,
  quantity: string,
  context: PolicyContext,
): string | null {
  const asset = parseAsset(quantity);
  if (!asset.ok) return `${actionLabel(index, action)}: ${asset.error}`;
  const token = context.tokens.get(tokenKey({ contract, symbol: asset.value.symbol.code }));
  if (!token)
    return `${actionLabel(index, action)}: ${asset.value.symbol.code}@${contract} is not a token of the AMM's pools`;
  if (token.decimals !== asset.value.symbol.precision) {
    return `${actionLabel(index, action)}: ${quantity} must have ${token.decimals} decimals`;
  }
  if (asset.value.amount <= 0n) return `${actionLabel(index, action)}: the quantity must be positive`;
  return null;
}

/** Checks one decoded action; returns the refusal text or null when the service may pay for it. */
export function checkUserAction(index: number, action: DecodedAction, context: PolicyContext): string | null {
  const kind = kindOf(action, context);
  if (kind === null) return checkActionTarget(index, action, context);
  const [auth, ...others] = action.authorization;
  if (!auth || others.length > 0 || auth.actor !== context.user) {
    return `${actionLabel(index, action)} must be authorized by ${context.user} alone`;
  }
  switch (kind) {
    case "deposit": {
      const data = parseData(transferDataSchema, index, action);
      if (typeof data === "string") return data;
      if (data.from !== context.user || data.to !== context.amm) {
        return `${actionLabel(index, action)}: a deposit must be a transfer from ${context.user} to ${context.amm}`;
      }
      if (data.memo !== AMM_DEPOSIT_MEMO) {
        return `${actionLabel(index, action)}: a transfer to the AMM must have the memo '${AMM_DEPOSIT_MEMO}'`;
      }
      return checkQuantity(index, action, action.account, data.quantity, context);
    }
    case "token-open":
    case "amm-open": {
      const data = parseData(kind === "amm-open" ? ammOpenDataSchema : tokenOpenDataSchema, index, action);
      if (typeof data === "string") return data;
      if (data.owner !== context.user || data.ram_payer !== context.user) {
        return `${actionLabel(index, action)} must open a balance of ${context.user}, paid by ${context.user}`;
      }
      return null;
    }
    case "placeorder":
    case "ufxhop":
      return checkOrder(index, action, kind, context);
  }
}

/** A placeorder or ufxhop of the user: owner, input quantity, and minimums as the contract checks them. */
function checkOrder(
  index: number,
  action: DecodedAction,
  kind: "placeorder" | "ufxhop",
  context: PolicyContext,
): string | null {
  const data =
    kind === "placeorder"
      ? parseData(placeorderDataSchema, index, action)
      : parseData(ufxhopDataSchema, index, action);
  if (typeof data === "string") return data;
  if (data.owner !== context.user) return `${actionLabel(index, action)} must be owned by ${context.user}`;
  const minimums = "outputs" in data ? placeorderMinimumsProblem(data) : ufxhopMinimumProblem(data);
  if (minimums !== null) return `${actionLabel(index, action)}: ${minimums}`;
  return checkQuantity(index, action, data.contract, data.quantity, context);
}
