import type { JsonAction } from "../engine/chainEngine";
import type { Authority } from "../engine/state/accountTypes";

/*
 * What every genesis step writes its accounts and actions with. Genesis pushes without signatures, so an
 * action only names who authorizes it; keys are used as the caller gives them.
 */

/** An action authorized by `actor`@active. */
export function genesisAction(account: string, name: string, actor: string, data: unknown): JsonAction {
  return { account, name, authorization: [{ actor, permission: "active" }], data };
}

/** One key, threshold 1. */
export function keyAuthority(key: string): Authority {
  return { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] };
}

/** One key, or the contract's own eosio.code: the active authority of a contract that sends inline actions. */
export function keyAndCodeAuthority(key: string, contract: string): Authority {
  return {
    ...keyAuthority(key),
    accounts: [{ permission: { actor: contract, permission: "eosio.code" }, weight: 1 }],
  };
}

/**
 * A permission of `account` under its active, holding `authority` and linked to each [code, action] alone:
 * what a service's key may do there, and nothing else.
 */
export function permissionLinkedTo(
  account: string,
  permission: string,
  authority: Authority,
  links: readonly [code: string, type: string][],
): JsonAction[] {
  return [
    genesisAction("eosio", "updateauth", account, { account, permission, parent: "active", auth: authority }),
    ...links.map(([code, type]) =>
      genesisAction("eosio", "linkauth", account, { account, code, type, requirement: permission }),
    ),
  ];
}
