import { tokenAbi } from "@ux/devnet/contracts/token/tokenAbi";
import { ABI, PrivateKey, Serializer, Session, Signature, Transaction } from "@wharfkit/session";
import { WalletPluginPrivateKey } from "@wharfkit/wallet-plugin-privatekey";
import { describe, expect, it } from "vitest";
import { AppUserInterface } from "../../../../src/features/auth/wharfkit/appUserInterface";
import { wharfkitSigner } from "../../../../src/features/auth/wharfkit/wharfkitSigner";

const CHAIN_ID = "7578000000000000000000000000000000000000000000000000000000000001";
const KEY = PrivateKey.fromString("5JihfJvjZDzCrQjYVJRbAHi7AiFJd3JPZb4hZBbUaabo34ZiPsi");

const TOKEN_ABI = ABI.from(tokenAbi as unknown as ABI.Def);

function session(requests: string[]) {
  return new Session(
    {
      chain: { id: CHAIN_ID, url: "http://127.0.0.1:1" },
      actor: "alice",
      permission: "active",
      walletPlugin: new WalletPluginPrivateKey(KEY),
    },
    {
      ui: new AppUserInterface(),
      abis: [{ account: "eosio.token", abi: TOKEN_ABI }],
      // Nothing may reach a node: the header arrives complete and the ABI is given.
      fetch: async (input) => {
        requests.push(String(input));
        throw new Error("no node in this test");
      },
    },
  );
}

describe("the WharfKit user interface of the app", () => {
  it("takes the wallet plugins' translations (WharfKit's base class throws) and keeps default texts", () => {
    const ui = new AppUserInterface();
    expect(() => ui.addTranslations({ en: { "some.key": "Some text" } })).not.toThrow();
    expect(ui.translate("some.key", { default: "Default text" })).toBe("Default text");
    expect(ui.translate("some.key")).toBe("some.key");
  });

  it("lets a devnet key sign a transaction without broadcasting it", async () => {
    const requests: string[] = [];
    const header = {
      expiration: "2026-11-22T00:06:00",
      ref_block_num: 1234,
      ref_block_prefix: 5678,
    };
    const signed = await wharfkitSigner(session(requests)).sign(header, [
      {
        account: "eosio.token",
        name: "open",
        authorization: [{ actor: "alice", permission: "active" }],
        data: { owner: "alice", symbol: "4,UFX", ram_payer: "alice" },
      },
    ]);
    expect(requests).toEqual([]);
    const transaction = Serializer.decode({ data: signed.packedTrx, type: Transaction });
    expect(String(transaction.id)).toBe(signed.id);
    expect(transaction.ref_block_num.toNumber()).toBe(1234);
    expect(String(transaction.expiration)).toBe("2026-11-22T00:06:00");
    expect(transaction.actions.map((a) => `${a.account}::${a.name}`)).toEqual(["eosio.token::open"]);
    expect(signed.signatures).toHaveLength(1);
    const digest = transaction.signingDigest(CHAIN_ID);
    const signature = Signature.from(signed.signatures[0] ?? "");
    expect(String(signature.recoverDigest(digest))).toBe(String(KEY.toPublic()));
  });
});
