import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AccountCreated, requestAcceptedSchema } from "@ux/core/accounts/socket";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/freePort";
import { type ServicesProcess, startServicesProcess } from "./support/servicesProcess";
import { type SwapNetwork, startSwapChains, swapServicesConfig } from "./support/swapNetwork";
import { accountView } from "./support/swapReads";
import {
  accountMemo,
  EOS,
  ethereumPayer,
  newKeys,
  SwapUser,
  signedTransfer,
  UTX,
  UTXRAM,
  uxBalance,
} from "./support/swapUser";

/*
 * kill -9 of the services between a payment and the account it pays for, then a restart on the same data
 * folder: the job resumes from the database, the account is created exactly once (the fund pays its grants
 * once, the payer pays once), and the client that reconnects with the same order id hears accountCreated.
 */

type Chains = Pick<SwapNetwork, "devnet" | "ethereum" | "uxApi" | "eosApi">;
let chains: Chains;
let dataDir: string;
let swapPort: number;
let services: ServicesProcess | null = null;
const FUND = "swap.ux";

const config = () => {
  const base = swapServicesConfig(chains);
  return {
    ...base,
    dataDir,
    ports: { ammIndexer: 0, chartIndex: 0, ammSocket: 0, stakeSocket: 0, swapSocket: swapPort },
  };
};
const url = () => `http://127.0.0.1:${swapPort}`;

beforeAll(async () => {
  chains = await startSwapChains();
  dataDir = mkdtempSync(join(tmpdir(), "ux-swap-restart-"));
  swapPort = await freePort();
}, 90_000);

afterAll(async () => {
  await services?.stop();
  await chains?.ethereum.stop();
  await chains?.devnet.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const fund = async () => [
  await uxBalance(chains.uxApi, FUND, UTX),
  await uxBalance(chains.uxApi, FUND, UTXRAM),
];

describe("kill -9 between payment and creation", () => {
  it("EOS: the restarted services create the account once", async () => {
    services = await startServicesProcess(config());
    const before = { fund: await fund(), alice: await uxBalance(chains.eosApi, "alice", EOS) };
    const keys = newKeys();
    const { txId, ...payment } = await signedTransfer(chains.eosApi, "eos", "alice", {
      to: FUND,
      quantity: "3.1250 EOS",
      memo: accountMemo("crashed11111", keys.publicKey, keys.publicKey),
    });
    const order = { id: randomUUID(), chain: "eos", ...payment };
    const user = await SwapUser.connect(url());
    expect(await user.ask("createAccount", order)).toMatchObject({ state: "broadcast", orderTxId: txId });
    await services.kill9();
    user.close();
    // Paid, not yet created: the payment waits for irreversibility, and nobody is left to act on it.
    expect(await uxBalance(chains.eosApi, "alice", EOS)).toBe(before.alice - 31_250n);
    expect(await accountView(chains.uxApi, "crashed11111")).toBeNull();

    services = await startServicesProcess(config());
    const again = await SwapUser.connect(url());
    await again.ask("createAccount", order);
    expect(await again.next<AccountCreated>("accountCreated")).toMatchObject({
      uuid: order.id,
      account: "crashed11111",
    });
    again.close();
    expect(await fund()).toEqual([
      (before.fund[0] as bigint) - 1_250_000n,
      (before.fund[1] as bigint) - 50_000n,
    ]);
    expect(await uxBalance(chains.eosApi, "alice", EOS)).toBe(before.alice - 31_250n);
    expect((await accountView(chains.uxApi, "crashed11111"))?.total_resources.cpu_weight).toBe(
      "100.0000 UTX",
    );
  }, 120_000);

  it("ETH: reported, killed before 3 confirmations, created once after the restart", async () => {
    services ??= await startServicesProcess(config());
    const before = await fund();
    const payer = ethereumPayer(chains.ethereum, 3);
    const order = {
      id: randomUUID(),
      send: { account: payer.address, asset: { symbol: "ETH", chain: "eth" }, amount: "0" },
      receive: { account: "crashedeth11", asset: { symbol: "UTX", chain: "ux" }, amount: "0" },
      newAccount: { name: "crashedeth11", ethAddress: payer.address },
    };
    const user = await SwapUser.connect(url());
    const accepted = requestAcceptedSchema.parse(await user.ask("request", order));
    const hash = await payer.pay(accepted, true);
    expect(await user.ask("transferOnEthereum", { ...order, transactionHash: hash })).toMatchObject({
      state: "received",
    });
    await services.kill9();
    user.close();

    services = await startServicesProcess(config());
    await payer.provider.send("evm_setIntervalMining", [300]);
    const again = await SwapUser.connect(url());
    await again.ask("transferOnEthereum", { ...order, transactionHash: hash });
    expect(await again.next<AccountCreated>("accountCreated")).toMatchObject({
      uuid: order.id,
      orderTxId: hash,
    });
    again.close();
    payer.close();
    expect(await fund()).toEqual([(before[0] as bigint) - 1_250_000n, (before[1] as bigint) - 50_000n]);
  }, 120_000);
});
