import { DEVNET_CHAIN_NAMES, type DevnetChainName } from "./chainIds";
import { deterministicKey } from "./deterministicKey";

/** Funded on every chain at genesis (core tokens, RAM, CPU and NET). */
export const TEST_ACCOUNT_NAMES: readonly string[] = ["alice", "bob", "carol", "dave"];

export interface TestAccount {
  chain: DevnetChainName;
  account: string;
  permission: "active";
  /** WIF private key (PVT_K1_ form is accepted by WharfKit too; WIF is what wallets import). */
  privateKey: string;
  publicKey: string;
}

/** One key per test account, the same on every chain so a wallet imports it once. */
export function testAccountKey(account: string) {
  return deterministicKey(`account/${account}`);
}

export function genesisTestAccounts(chains: readonly DevnetChainName[] = DEVNET_CHAIN_NAMES): TestAccount[] {
  return chains.flatMap((chain) =>
    TEST_ACCOUNT_NAMES.map((account) => {
      const key = testAccountKey(account);
      return {
        chain,
        account,
        permission: "active" as const,
        privateKey: key.toWif(),
        publicKey: key.toPublic().toLegacyString(),
      };
    }),
  );
}
