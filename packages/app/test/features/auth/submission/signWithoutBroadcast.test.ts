import { tokenAbi } from "@ux/devnet/contracts/token/tokenAbi";
import { ABI, Bytes, PrivateKey, Serializer, Signature, Transaction } from "@wharfkit/antelope";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signWithoutBroadcast } from "../../../../src/features/auth/submission/signWithoutBroadcast";
import { NOT_CONNECTED } from "../../../../src/shared/wallet/notConnected";
import type { WalletSession } from "../../../../src/shared/wallet/walletSession";
import { FakeNode } from "../../../shared/chain/fakeNode";
import { testConfig } from "../../../shared/config/testConfig";

const KEY = PrivateKey.from("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3");
const SESSION: WalletSession = {
  chain: "eos",
  actor: "alice",
  permission: "active",
  walletPlugin: "privatekey",
};
const TRANSFER = {
  account: "eosio.token",
  name: "transfer",
  data: { from: "alice", to: "swap.ux", quantity: "3.1250 EOS", memo: "newaccount12,EOS1,EOS1" },
};

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const config = testConfig("local");
  config.testAccounts = [
    { chain: "eos", account: "alice", permission: "active", privateKey: KEY.toString() },
  ];
  const node = new FakeNode();
  vi.stubGlobal("fetch", async (url: string, init: { method: string; body?: string }) => {
    const path = new URL(url).pathname;
    if (path === "/v1/chain/get_raw_abi") {
      node.requests.push({ path, method: init.method, body: init.body });
      const packed = Serializer.encode({ object: ABI.from(tokenAbi as unknown as ABI.Def) }).array;
      const answer = { account_name: "eosio.token", code_hash: "00".repeat(32), abi_hash: "00".repeat(32) };
      return new Response(JSON.stringify({ ...answer, abi: Buffer.from(packed).toString("base64") }));
    }
    const answer = await node.fetch(url, { method: init.method, body: init.body, headers: {} } as never);
    return new Response(JSON.stringify(await answer.json()), { status: answer.status });
  });
  return { config, node };
}

describe("signWithoutBroadcast: a payment the service checks before it broadcasts (spec 1 §7)", () => {
  it("signs the actions 3 blocks behind, expiring in 360 s, and sends nothing", async () => {
    const { config, node } = setup();
    const signed = await signWithoutBroadcast(config, SESSION, (signer) => [
      { ...TRANSFER, authorization: [signer] },
    ]);
    const transaction = Serializer.decode({ data: Bytes.from(signed.packedTrx, "hex"), type: Transaction });
    expect(String(transaction.id)).toBe(signed.id);
    const head = node.head;
    expect(Number(transaction.ref_block_num)).toBe((head - 3) & 0xffff);
    expect(transaction.expiration.toMilliseconds() - Date.parse(`${node.blockTime(head)}Z`)).toBe(360_000);
    expect(transaction.actions.map((action) => `${action.account}::${action.name}`)).toEqual([
      "eosio.token::transfer",
    ]);
    const digest = transaction.signingDigest(config.chains.eos?.chain_id ?? "");
    expect(String(Signature.from(signed.signatures[0] ?? "").recoverDigest(digest))).toBe(
      String(KEY.toPublic()),
    );
    expect(node.requests.map((r) => r.path).filter((path) => path.includes("send_transaction"))).toEqual([]);
  });

  it("expires after the given seconds (the bridge's source transaction: 320 s)", async () => {
    const { config, node } = setup();
    const signed = await signWithoutBroadcast(
      config,
      SESSION,
      (signer) => [{ ...TRANSFER, authorization: [signer] }],
      320,
    );
    const transaction = Serializer.decode({ data: Bytes.from(signed.packedTrx, "hex"), type: Transaction });
    expect(transaction.expiration.toMilliseconds() - Date.parse(`${node.blockTime(node.head)}Z`)).toBe(
      320_000,
    );
  });

  it("refuses the browser wallet and chains that are not EOSIO", async () => {
    const { config } = setup();
    const build = () => [];
    await expect(
      signWithoutBroadcast(config, { ...SESSION, walletPlugin: "metamask", ethAddress: "0x1" }, build),
    ).rejects.toThrow("The browser wallet cannot sign a payment on an EOSIO chain");
    await expect(signWithoutBroadcast(config, { ...SESSION, chain: "eth" }, build)).rejects.toThrow(
      NOT_CONNECTED,
    );
    await expect(signWithoutBroadcast(config, { ...SESSION, chain: "wax" }, build)).rejects.toThrow(
      NOT_CONNECTED,
    );
  });
});
