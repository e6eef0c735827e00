import { OWNERSHIP_PROOF_CONTRACT } from "@ux/core/auth";
import { PROVER_CONTRACT, wrapLockAccount, wrapTokenAccount } from "@ux/core/bridge/contract";
import { DEVNET_CHAIN_NAMES, type DevnetChainName } from "./chainIds";
import { developmentKey } from "./developmentKey";
import { STAKE_GENESIS_ACCOUNTS } from "./stakeGenesis";
import { SWAP_FUND_ACCOUNT } from "./swapGenesis";
import type { TestAccount } from "./testAccounts";
import { UX_SERVICE_ACCOUNTS } from "./uxServiceAccounts";

/*
 * The accounts the development key controls at genesis (owner and active), per chain: what operators and
 * tools administer the local network with. Listed in the local /config.json apart from the test accounts;
 * a test checks the list against the genesis state, so it cannot drift from it.
 */

const SYSTEM_ACCOUNTS = ["eosio", "eosio.token", "eosio.ram", "eosio.stake"];
const UX_ACCOUNTS = [
  "etheraccount",
  "kyc.ux",
  OWNERSHIP_PROOF_CONTRACT,
  UX_SERVICE_ACCOUNTS.resourcePayer,
  STAKE_GENESIS_ACCOUNTS.contract,
  STAKE_GENESIS_ACCOUNTS.operator,
];

export function adminAccountNames(chain: DevnetChainName): string[] {
  const others = DEVNET_CHAIN_NAMES.filter((other) => other !== chain);
  return [
    ...SYSTEM_ACCOUNTS,
    ...(chain === "ux" ? UX_ACCOUNTS : []),
    SWAP_FUND_ACCOUNT,
    PROVER_CONTRACT,
    ...others.flatMap((other) => [wrapLockAccount(other), wrapTokenAccount(other)]),
  ];
}

/** Every chain's development-key accounts, in the test accounts' shape (permission active). */
export function devnetAdminAccounts(chains: readonly DevnetChainName[] = DEVNET_CHAIN_NAMES): TestAccount[] {
  const key = developmentKey();
  const privateKey = key.toWif();
  const publicKey = key.toPublic().toLegacyString();
  return chains.flatMap((chain) =>
    adminAccountNames(chain).map((account) => ({
      chain,
      account,
      permission: "active" as const,
      privateKey,
      publicKey,
    })),
  );
}
