import { hexToBytes } from "@ux/core/antelope";
import { isValidAuthority } from "../../engine/authority/authorityRules";
import { chainError, permissionLevelText } from "../../engine/chainErrors";
import type { ActionContext } from "../../engine/execution/contractInterface";
import type { Authority } from "../../engine/state/accountTypes";
import { assetText, readSymbol } from "../framework/chainAsset";
import type { UserResourcesRow } from "./resourceActions";

function invalid(message: string): Error {
  return chainError("action_validate_exception", message);
}

/** validate_authority_precondition: referenced accounts (and non-standard permissions) must exist. */
function checkAuthorityReferences(context: ActionContext, auth: Authority): void {
  for (const entry of auth.accounts) {
    const account = context.system.getAccount(entry.permission.actor);
    if (!account) throw invalid(`account '${entry.permission.actor}' does not exist`);
    const permission = entry.permission.permission;
    if (permission === "owner" || permission === "active" || permission === "eosio.code") continue;
    if (!account.permissions.some((p) => p.name === permission)) {
      throw invalid(`permission '${permissionLevelText(entry.permission)}' does not exist`);
    }
  }
}

/** Whether a name needs an auction (shorter than 12 characters or with a dot), as eosio.system decides. */
function isPremiumName(name: string): boolean {
  return name.length < 12 || name.includes(".");
}

/** The suffix after the last dot ("alice" for "bob.alice"), or the name itself. */
function nameSuffix(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? name : name.slice(dot + 1);
}

export function newaccount(
  context: ActionContext,
  data: { creator: string; name: string; owner: Authority; active: Authority },
): void {
  context.requireAuth(data.creator);
  const creator = context.system.getAccount(data.creator);
  if (data.name.length > 12) throw invalid("account names can only be 12 chars long");
  if (!creator?.privileged && data.name.startsWith("eosio.")) {
    throw invalid("only privileged accounts can have names that start with 'eosio.'");
  }
  if (context.system.getAccount(data.name)) {
    throw chainError(
      "account_name_exists_exception",
      `Cannot create account named ${data.name}, as that name is already taken`,
    );
  }
  if (!isValidAuthority(data.owner)) throw invalid("Invalid owner authority");
  if (!isValidAuthority(data.active)) throw invalid("Invalid active authority");
  checkAuthorityReferences(context, data.owner);
  checkAuthorityReferences(context, data.active);
  if (data.creator !== context.self && isPremiumName(data.name)) {
    const suffix = nameSuffix(data.name);
    // No name auctions on the devnet: premium names are created by eosio or by their suffix's owner.
    context.check(suffix !== data.name, "no active bid for name");
    context.check(data.creator === suffix, "only suffix may create this account");
  }
  context.system.createAccount(data.name, data.owner, data.active);
  const core = readSymbol(context.config.coreToken.symbol);
  context.check(core !== undefined, "invalid core symbol");
  context.table<UserResourcesRow>(data.name, "userres").emplace(data.name, {
    owner: data.name,
    net_weight: assetText(0n, core),
    cpu_weight: assetText(0n, core),
    ram_bytes: 0,
  });
  context.system.setResourceLimits(data.name, { ramBytes: 0, netWeight: 0n, cpuWeight: 0n });
}

export function updateauth(
  context: ActionContext,
  data: { account: string; permission: string; parent: string; auth: Authority },
): void {
  context.requireAuth(data.account);
  if (data.permission === "") throw invalid("Cannot create authority with empty name");
  if (data.permission.startsWith("eosio."))
    throw invalid("Permission names that start with 'eosio.' are reserved");
  if (data.permission === data.parent) throw invalid("Cannot set an authority as its own parent");
  const account = context.system.getAccount(data.account);
  if (!account) throw invalid(`account '${data.account}' does not exist`);
  if (!isValidAuthority(data.auth)) throw invalid(`Invalid authority: ${JSON.stringify(data.auth)}`);
  if (data.permission === "active" && data.parent !== "owner") {
    throw invalid("Cannot change active authority's parent from owner");
  }
  if (data.permission === "owner" && data.parent !== "")
    throw invalid("Cannot change owner authority's parent");
  if (data.permission !== "owner" && data.parent === "")
    throw invalid("Only owner permission can have empty parent");
  checkAuthorityReferences(context, data.auth);
  const existing = account.permissions.find((p) => p.name === data.permission);
  if (existing) {
    if (existing.parent !== data.parent)
      throw invalid("Changing parent authority is not currently supported");
  } else if (!account.permissions.some((p) => p.name === data.parent)) {
    throw chainError(
      "permission_query_exception",
      `Failed to retrieve permission: ${permissionLevelText({ actor: data.account, permission: data.parent })}`,
    );
  }
  context.system.setPermission(data.account, data.permission, data.parent, data.auth);
}

export function deleteauth(context: ActionContext, data: { account: string; permission: string }): void {
  context.requireAuth(data.account);
  if (data.permission === "active") throw invalid("Cannot delete active authority");
  if (data.permission === "owner") throw invalid("Cannot delete owner authority");
  const account = context.system.getAccount(data.account);
  if (!account?.permissions.some((p) => p.name === data.permission)) {
    throw chainError(
      "permission_query_exception",
      `Failed to retrieve permission: ${permissionLevelText({ actor: data.account, permission: data.permission })}`,
    );
  }
  const link = Object.entries(account.links).find(([, permission]) => permission === data.permission);
  if (link) {
    throw invalid(
      `Cannot delete a linked authority. Unlink the authority first. This authority is linked to ${link[0]}.`,
    );
  }
  if (account.permissions.some((p) => p.parent === data.permission)) {
    throw invalid("Cannot remove a permission which has children. Remove the children first.");
  }
  context.system.deletePermission(data.account, data.permission);
}

export function linkauth(
  context: ActionContext,
  data: { account: string; code: string; type: string; requirement: string },
): void {
  context.requireAuth(data.account);
  const account = context.system.getAccount(data.account);
  if (!account) throw invalid(`Failed to retrieve account: ${data.account}`);
  if (!context.system.getAccount(data.code))
    throw invalid(`Failed to retrieve code for account: ${data.code}`);
  if (!account.permissions.some((p) => p.name === data.requirement)) {
    throw invalid(
      `Failed to retrieve permission: ${permissionLevelText({ actor: data.account, permission: data.requirement })}`,
    );
  }
  context.system.setLink(data.account, `${data.code}::${data.type}`, data.requirement);
}

export function unlinkauth(
  context: ActionContext,
  data: { account: string; code: string; type: string },
): void {
  context.requireAuth(data.account);
  const key = `${data.code}::${data.type}`;
  const account = context.system.getAccount(data.account);
  if (!account || account.links[key] === undefined)
    throw invalid("Attempting to unlink authority, but no link found");
  context.system.setLink(data.account, key, undefined);
}

export function setcode(context: ActionContext, data: { account: string; code: string }): void {
  context.requireAuth(data.account);
  context.system.setCode(data.account, new TextDecoder().decode(hexToBytes(data.code)));
}

export function setabi(context: ActionContext, data: { account: string; abi: string }): void {
  context.requireAuth(data.account);
  context.system.setAbi(data.account, typeof data.abi === "string" ? data.abi.toLowerCase() : "");
}

export function setpriv(context: ActionContext, data: { account: string; is_priv: number }): void {
  context.requireAuth(context.self);
  context.check(context.system.getAccount(data.account) !== undefined, "account does not exist");
  context.system.setPrivileged(data.account, data.is_priv !== 0);
}
