import { tokenIssueAction } from "@ux/core/contracts";
import { PublicKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { ChainEngine, type JsonAction } from "../../src/engine/chainEngine";
import { applyGenesis, engineConfigOf } from "../../src/genesis/chainGenesis";
import { testAccountKey } from "../../src/genesis/testAccounts";
import { TOKEN_ISSUER_ACCOUNT, tokenIssuerTestAccount } from "../../src/genesis/tokenIssuer";
import { CHAIN_ID, chainErrorOf, signTestTransaction, TestBlocks } from "../engine/support/testChain";

/*
 * ux's token issuer: a test account that is the `stat` issuer of the 3-letter token DEV, so the Wallet page's
 * manage view offers Issue, and whose issue through the app's builder lands while nobody else's does.
 */

function build(chain: "ux" | "eos"): ChainEngine {
  const engine = new ChainEngine(engineConfigOf(chain));
  applyGenesis(engine, chain, CHAIN_ID, "2026-01-01T00:00:00.000");
  return engine;
}

const issuer = { actor: TOKEN_ISSUER_ACCOUNT, permission: "active" };

describe("the token issuer", () => {
  it("is a funded ux test account, the issuer of DEV on eosio.token, holding 1000 DEV", () => {
    const engine = build("ux");
    expect(engine.currencyStats("eosio.token", "DEV")).toEqual({
      DEV: { supply: "1000.0000 DEV", max_supply: "1000000000.0000 DEV", issuer: TOKEN_ISSUER_ACCOUNT },
    });
    expect(engine.currencyBalances("eosio.token", TOKEN_ISSUER_ACCOUNT).sort()).toEqual([
      "1000.0000 DEV",
      "1000.0000 UFX",
      "1000.0000 UTXRAM",
      "10000.0000 UTX",
    ]);
    const account = tokenIssuerTestAccount();
    expect(`${account.chain}:${account.account}@${account.permission}`).toBe("ux:tokenissuer@active");
    const owner = engine.account(TOKEN_ISSUER_ACCOUNT)?.permissions.find((p) => p.name === "owner");
    expect(owner?.auth.keys.map((k) => PublicKey.from(k.key).toLegacyString())).toEqual([account.publicKey]);
    expect(testAccountKey(TOKEN_ISSUER_ACCOUNT).toWif()).toBe(account.privateKey);
    expect(build("eos").account(TOKEN_ISSUER_ACCOUNT)).toBeUndefined();
  });

  it("issues DEV to itself with its own key; nobody else can, and never to another account", () => {
    const engine = build("ux");
    const blocks = new TestBlocks();
    const push = (actions: JsonAction[], signer: string) => {
      engine.applyTransaction(
        signTestTransaction(engine, blocks, actions, [testAccountKey(signer)]),
        blocks.context(),
      );
      blocks.advance();
    };
    push([tokenIssueAction("eosio.token", issuer, "25.0000 DEV", "manage view")], TOKEN_ISSUER_ACCOUNT);
    expect(engine.currencyBalances("eosio.token", TOKEN_ISSUER_ACCOUNT, "DEV")).toEqual(["1025.0000 DEV"]);

    const alice = { actor: "alice", permission: "active" };
    expect(
      chainErrorOf(() => push([tokenIssueAction("eosio.token", alice, "1.0000 DEV", "")], "alice")).message,
    ).toBe("assertion failure with message: tokens can only be issued to issuer account");
    const asIssuerByAlice = {
      ...tokenIssueAction("eosio.token", issuer, "1.0000 DEV", ""),
      authorization: [alice],
    };
    expect(chainErrorOf(() => push([asIssuerByAlice], "alice")).message).toBe(
      `missing authority of ${TOKEN_ISSUER_ACCOUNT}`,
    );
    expect(engine.currencyBalances("eosio.token", TOKEN_ISSUER_ACCOUNT, "DEV")).toEqual(["1025.0000 DEV"]);
  });
});
