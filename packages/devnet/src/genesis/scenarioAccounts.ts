import type { TestAccount } from "./testAccounts";
import { testAccountKey } from "./testAccounts";

/*
 * ux-only accounts that start in a state the app's journeys need, beside the four ordinary test accounts.
 * Their keys follow the test accounts' rule, so they are listed with them in the local /config.json.
 */

/** Owns exactly the RAM its genesis rows use: the first new row it pays for needs more RAM. */
export const LOW_RAM_ACCOUNT = "lowram";

/**
 * Created as an Ethereum payer's account would be: its active permission also accepts evm.gateway@active,
 * and etheraccount links it to MAPPED_ETHEREUM_ADDRESS, so the browser wallet logs in to it on chain 71.
 */
export const ETHEREUM_MAPPED_ACCOUNT = "ethmapped";

/** Which account of Hardhat's public development mnemonic is linked (0 deploys USDT; 1 is otherwise unused). */
export const MAPPED_ETHEREUM_ACCOUNT_INDEX = 1;

/**
 * That account's address, lowercase as etheraccount stores it. Written out so genesis need not derive keys
 * from the mnemonic on every start; a test checks it against hardhatAccounts().
 */
export const MAPPED_ETHEREUM_ADDRESS = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";

export const UX_SCENARIO_ACCOUNT_NAMES: readonly string[] = [LOW_RAM_ACCOUNT, ETHEREUM_MAPPED_ACCOUNT];

/** The scenario accounts as test accounts of the ux chain (deterministic keys, permission active). */
export function scenarioTestAccounts(): TestAccount[] {
  return UX_SCENARIO_ACCOUNT_NAMES.map((account) => {
    const key = testAccountKey(account);
    return {
      chain: "ux",
      account,
      permission: "active",
      privateKey: key.toWif(),
      publicKey: key.toPublic().toLegacyString(),
    };
  });
}
