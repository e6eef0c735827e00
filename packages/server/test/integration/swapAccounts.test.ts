import { randomUUID } from "node:crypto";
import {
  type AccountCreated,
  accountCreatedSchema,
  codesListSchema,
  confirmationsSchema,
  liveInfoSchema,
  pairsSchema,
  ratesSchema,
  requestAcceptedSchema,
} from "@ux/core/accounts/socket";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { PrivateKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { swapJob } from "../../src/db/swapJobStore";
import { bindProven } from "../support/provenSession";
import { accountView, authorityOf, linkedAccountOf } from "./support/swapReads";
import { SWAP_FUND, swapSuite } from "./support/swapSuite";
import {
  accountMemo,
  EOS,
  ethereumPayer,
  newKeys,
  signedTransfer,
  UTX,
  UTXRAM,
  uxBalance,
} from "./support/swapUser";

/*
 * Account creation against the real devnet, Ethereum devnet, database and socket: paid in EOS on eos (the
 * payment signed by the wallet and broadcast by the service), in ETH and in USDT on Ethereum (3 confirmations
 * pushed as they come), each account getting exactly the spec's resources from the fund, and the referral
 * code it came with counted for its owner.
 */

const suite = swapSuite();

const fundBalances = async () => ({
  utx: await uxBalance(suite.network.uxApi, SWAP_FUND, UTX),
  utxram: await uxBalance(suite.network.uxApi, SWAP_FUND, UTXRAM),
});

/** The spec's grants, and nothing else taken from the fund. */
async function expectGranted(name: string, before: { utx: bigint; utxram: bigint }) {
  const view = await accountView(suite.network.uxApi, name);
  expect(view?.total_resources).toMatchObject({
    cpu_weight: "100.0000 UTX",
    net_weight: "25.0000 UTX",
    ram_bytes: 5 * 1024,
  });
  expect(await fundBalances()).toEqual({ utx: before.utx - 1_250_000n, utxram: before.utxram - 50_000n });
}

describe("on connect", () => {
  it("sends pairs, rates and liveInfo as the protocol describes them", async () => {
    const user = await suite.connect();
    const [pairs] = user.named("pairs");
    const [rates] = user.named("rates");
    const [live] = user.named("liveInfo");
    expect(pairsSchema.parse(pairs).map((p) => `${p.send.symbol}>${p.receive.symbol}@${p.rate}`)).toEqual([
      "ETH>UTX@25000",
      "ETH>UTXRAM@2500",
      "USDT>UTX@10",
      "USDT>UTXRAM@1",
    ]);
    expect(ratesSchema.parse(rates)).toEqual({
      EOS: "0.8",
      WAX: "0.05",
      TLOS: "0.2",
      ETH: "2500",
      USDT: "1",
    });
    const info = liveInfoSchema.parse(live);
    expect(info.onboarding).toEqual({
      cost: "2.5",
      cpu: "100.0000 UTX",
      net: "25.0000 UTX",
      ram: "5.0000 UTXRAM",
    });
    expect(info.costs).toEqual([
      { symbol: "EOS", chain: "eos", amount: "3.125" },
      { symbol: "ETH", chain: "eth", amount: "0.001" },
      { symbol: "USDT", chain: "eth", amount: "2.5" },
    ]);
    expect(info.assets.find((a) => a.chain === "eos")).toMatchObject({
      swapFund: SWAP_FUND,
      ourAddress: null,
    });
    expect(info.assets.find((a) => a.symbol === "ETH")?.ourAddress).toBe(
      suite.network.ethereum.receivingAddress,
    );
    expect(info.confirmationsRequired).toBe(3);
  });
});

describe("an account paid in EOS on eos", () => {
  it("is created after the payment is irreversible, with the grants, and counts bob's referral code", async () => {
    const bob = await suite.connect();
    await bindProven(
      bob.socket,
      "bob",
      testAccountKey("bob"),
      suite.network.devnet.chains.ux?.chainId as string,
    );
    const { code } = (await bob.ask("getNewCode")) as { code: string };
    expect(code).toMatch(/^[a-z0-9]{12}$/);

    const user = await suite.connect();
    const keys = newKeys();
    const fund = await fundBalances();
    const aliceEos = await uxBalance(suite.network.eosApi, "alice", EOS);
    const { txId, ...payment } = await signedTransfer(suite.network.eosApi, "eos", "alice", {
      to: SWAP_FUND,
      quantity: "3.1250 EOS",
      memo: accountMemo("eospaid11111", keys.publicKey, keys.publicKey),
    });
    const id = randomUUID();
    expect(await user.ask("createAccount", { id, chain: "eos", ...payment, referralCode: code })).toEqual({
      id,
      state: "broadcast",
      orderTxId: txId,
    });
    // Broadcast, not yet irreversible: nothing has moved on UX.
    expect(await accountView(suite.network.uxApi, "eospaid11111")).toBeNull();
    const created = accountCreatedSchema.parse(await user.next<AccountCreated>("accountCreated"));
    expect(created).toMatchObject({ uuid: id, orderTxId: txId, account: "eospaid11111" });
    expect(await uxBalance(suite.network.eosApi, "alice", EOS)).toBe(aliceEos - 31_250n);
    await expectGranted("eospaid11111", fund);
    const view = await accountView(suite.network.uxApi, "eospaid11111");
    expect(view && [authorityOf(view, "owner"), authorityOf(view, "active")]).toEqual([
      [keys.publicKey],
      [keys.publicKey],
    ]);
    const job = await swapJob(suite.network.services.database.db, id);
    expect(job?.state).toBe("created");
    expect(job?.uxTx?.id).toBe(created.transaction_id);

    const codes = codesListSchema.parse(await bob.ask("getCodes"));
    expect(codes.map((c) => [c.code, c.users])).toEqual([[code, 1]]);
    expect(codes[0]?.link).toBe(`http://127.0.0.1:8080/?ref=${code}`);
    expect(await user.ask("getCodeUser", code)).toEqual({ code, account: "bob", users: 1 });

    // Handing the same payment over again only re-attaches: the news again, nothing paid twice.
    const again = await suite.connect();
    expect(await again.ask("createAccount", { id, chain: "eos", ...payment })).toMatchObject({
      state: "created",
    });
    expect(await again.next("accountCreated")).toEqual(created);
    expect(await uxBalance(suite.network.eosApi, "alice", EOS)).toBe(aliceEos - 31_250n);
  });
});

/** A new request for the account `newAccount.name`, paid in ETH or USDT by `payer`; the service fills the amounts. */
function ethPaidAccount(
  payer: string,
  symbol: "ETH" | "USDT",
  newAccount: { name: string; ethAddress: string } | { name: string; ownerKey: string },
) {
  return {
    id: randomUUID(),
    send: { account: payer, asset: { symbol, chain: "eth" }, amount: "0" },
    receive: { account: newAccount.name, asset: { symbol: "UTX", chain: "ux" }, amount: "0" },
    newAccount,
  };
}

describe("an account paid on Ethereum", () => {
  it("in ETH, controlled by the paying address: 3 confirmations, then created and linked in etheraccount", async () => {
    const user = await suite.connect();
    const payer = ethereumPayer(suite.network.ethereum, 3);
    const fund = await fundBalances();
    const order = ethPaidAccount(payer.address, "ETH", { name: "ethpaid11111", ethAddress: payer.address });
    const { id } = order;
    const accepted = requestAcceptedSchema.parse(await user.ask("request", order));
    expect(accepted).toMatchObject({
      to: suite.network.ethereum.receivingAddress,
      amount: "0.001",
      accountCost: "0.001",
    });
    const hash = await payer.pay(accepted, true);
    expect(await user.ask("transferOnEthereum", { ...order, transactionHash: hash })).toMatchObject({ id });
    const created = await user.next<AccountCreated>("accountCreated");
    expect(created).toMatchObject({ uuid: id, orderTxId: hash, account: "ethpaid11111" });
    const depths = user.named("confirmations").map((c) => confirmationsSchema.parse(c));
    expect(depths.every((c) => c.required === 3 && c.orderTxId === hash)).toBe(true);
    expect(depths.at(-1)?.confirmations).toBe(3);
    await expectGranted("ethpaid11111", fund);
    const view = await accountView(suite.network.uxApi, "ethpaid11111");
    expect(view && authorityOf(view, "active")).toEqual(["evm.gateway@active"]);
    expect(await linkedAccountOf(suite.network.uxApi, payer.address)).toBe("ethpaid11111");
    payer.close();
  });

  it("in USDT, with the payer's own key", async () => {
    const user = await suite.connect();
    const payer = ethereumPayer(suite.network.ethereum, 4);
    const key = PrivateKey.generate("K1").toPublic().toLegacyString();
    const usdtBefore = await payer.usdtBalance();
    const fund = await fundBalances();
    const order = ethPaidAccount(payer.address, "USDT", { name: "usdtpaid1111", ownerKey: key });
    const { id } = order;
    const accepted = requestAcceptedSchema.parse(await user.ask("request", order));
    expect(accepted).toMatchObject({
      to: suite.network.ethereum.usdt.address.toLowerCase(),
      amount: "2.5",
      units: "2500000",
    });
    const hash = await payer.pay(accepted, false);
    await user.ask("transferOnEthereum", { ...order, transactionHash: hash });
    expect(await user.next<AccountCreated>("accountCreated")).toMatchObject({
      uuid: id,
      account: "usdtpaid1111",
    });
    expect(await payer.usdtBalance()).toBe(usdtBefore - 2_500_000n);
    await expectGranted("usdtpaid1111", fund);
    const view = await accountView(suite.network.uxApi, "usdtpaid1111");
    expect(view && [authorityOf(view, "owner"), authorityOf(view, "active")]).toEqual([[key], [key]]);
    payer.close();
  });
});
