import { addressOfPrivateKey } from "./ethereumAddress";
import { derivePrivateKey, mnemonicSeed } from "./hdKeys";

/** Hardhat's well-known development mnemonic: its accounts are public, which suits a devnet and nothing else. */
export const HARDHAT_DEFAULT_MNEMONIC = "test test test test test test test test test test test junk";
/** The derivation path Hardhat (and MetaMask) use for account i: m/44'/60'/0'/0/i. */
const ACCOUNT_PATH = "m/44'/60'/0'/0";
/** Hardhat's 20th default account: the product's receiving address, kept apart from the test accounts. */
export const RECEIVING_ACCOUNT_INDEX = 19;
/** Test accounts are the mnemonic's first accounts, below the receiving account's index. */
export const MAX_TEST_ACCOUNTS = RECEIVING_ACCOUNT_INDEX;

export interface EthereumDevnetAccount {
  /** EIP-55 checksummed address. */
  address: string;
  /** 0x-prefixed 32-byte hex. */
  privateKey: string;
}

/** Accounts 0..count-1 of the mnemonic, plus the receiving account (index 19). */
export function hardhatAccounts(count: number): {
  testAccounts: EthereumDevnetAccount[];
  receivingAccount: EthereumDevnetAccount;
} {
  if (!Number.isInteger(count) || count < 1 || count > MAX_TEST_ACCOUNTS) {
    throw new RangeError(
      `test account count must be an integer from 1 to ${MAX_TEST_ACCOUNTS}, got ${count}`,
    );
  }
  const seed = mnemonicSeed(HARDHAT_DEFAULT_MNEMONIC);
  const account = (index: number): EthereumDevnetAccount => {
    const key = derivePrivateKey(seed, `${ACCOUNT_PATH}/${index}`);
    return { address: addressOfPrivateKey(key), privateKey: `0x${key.toString("hex")}` };
  };
  return {
    testAccounts: Array.from({ length: count }, (_, index) => account(index)),
    receivingAccount: account(RECEIVING_ACCOUNT_INDEX),
  };
}
