import type { TokenSpec } from "./chainSpecs";
import { type TestAccount, testAccountKey } from "./testAccounts";

/*
 * A ux account that is the issuer of a 3-letter token, so the Wallet page's manage view offers Issue
 * (spec 1 §6: the account equal to a token's issuer can issue). Funded like a test account and listed with
 * them for 'Use Test Account'; its token lives on eosio.token beside UTX.
 */

export const TOKEN_ISSUER_ACCOUNT = "tokenissuer";

export const ISSUER_TOKEN: TokenSpec = {
  contract: "eosio.token",
  symbol: "DEV",
  precision: 4,
  maxSupply: 1_000_000_000n,
};

/** Whole DEV issued to the issuer at genesis (the rest of the supply stays issuable). */
export const ISSUER_TOKEN_GENESIS_SUPPLY = 1_000n;

export function tokenIssuerTestAccount(): TestAccount {
  const key = testAccountKey(TOKEN_ISSUER_ACCOUNT);
  return {
    chain: "ux",
    account: TOKEN_ISSUER_ACCOUNT,
    permission: "active",
    privateKey: key.toWif(),
    publicKey: key.toPublic().toLegacyString(),
  };
}
