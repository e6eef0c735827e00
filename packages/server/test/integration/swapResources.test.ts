import { randomUUID } from "node:crypto";
import { requestAcceptedSchema, type SwapCompleted, swapCompletedSchema } from "@ux/core/accounts/socket";
import { systemAccountKey } from "@ux/devnet";
import { describe, expect, it } from "vitest";
import { swapJob } from "../../src/db/swapJobStore";
import { SWAP_FUND, swapSuite } from "./support/swapSuite";
import { ethereumPayer, pushAs, type SwapUser, UTX, UTXRAM, uxBalance } from "./support/swapUser";

/*
 * Resources swaps paid on Ethereum against the real parts: ETH -> UTXRAM and USDT -> UTX within the limits,
 * paid on UX only after 3 confirmations; an amount over the maximum refused before anything is paid; the KYC
 * registry's verified receiver allowed up to maxTxKYC.
 */

const suite = swapSuite();

function order(
  payer: string,
  symbol: string,
  amount: string,
  receiver: string,
  receive: string,
  receiveAmount: string,
) {
  return {
    id: randomUUID(),
    send: { account: payer, asset: { symbol, chain: "eth" }, amount },
    receive: { account: receiver, asset: { symbol: receive, chain: "ux" }, amount: receiveAmount },
  };
}

/** request -> pay exactly what it answers -> transferOnEthereum -> swapCompleted. */
async function swap(user: SwapUser, payerIndex: number, request: ReturnType<typeof order>, eth: boolean) {
  const payer = ethereumPayer(suite.network.ethereum, payerIndex);
  try {
    const accepted = requestAcceptedSchema.parse(await user.ask("request", request));
    const hash = await payer.pay(accepted, eth);
    await user.ask("transferOnEthereum", { ...request, transactionHash: hash });
    return {
      accepted,
      hash,
      completed: swapCompletedSchema.parse(
        await user.next<SwapCompleted>("swapCompleted", (c) => c.uuid === request.id),
      ),
    };
  } finally {
    payer.close();
  }
}

describe("a Resources swap", () => {
  it("ETH -> UTXRAM within the limits: paid on UX after 3 confirmations", async () => {
    const user = await suite.connect();
    const payer = ethereumPayer(suite.network.ethereum, 5);
    const [aliceRam, fundRam] = [
      await uxBalance(suite.network.uxApi, "alice", UTXRAM),
      await uxBalance(suite.network.uxApi, SWAP_FUND, UTXRAM),
    ];
    const request = order(payer.address, "ETH", "0.01", "alice", "UTXRAM", "25");
    const { accepted, hash, completed } = await swap(user, 5, request, true);
    payer.close();
    expect(accepted).toMatchObject({
      amount: "0.01",
      units: "10000000000000000",
      accountCost: "0",
      receive: { amount: "25.0000" },
    });
    expect(completed).toMatchObject({
      uuid: request.id,
      orderTxId: hash,
      receive: { account: "alice", quantity: "25.0000 UTXRAM" },
    });
    expect(user.named<{ confirmations: number }>("confirmations").at(-1)?.confirmations).toBe(3);
    expect(await uxBalance(suite.network.uxApi, "alice", UTXRAM)).toBe(aliceRam + 250_000n);
    expect(await uxBalance(suite.network.uxApi, SWAP_FUND, UTXRAM)).toBe(fundRam - 250_000n);
    const job = await swapJob(suite.network.services.database.db, request.id);
    expect([job?.state, job?.uxTx?.id]).toEqual(["swapped", completed.clientClaim.transaction_id]);
  });

  it("USDT -> UTX at the pair's rate", async () => {
    const user = await suite.connect();
    const payer = ethereumPayer(suite.network.ethereum, 6);
    const bobUtx = await uxBalance(suite.network.uxApi, "bob", UTX);
    const { completed } = await swap(
      user,
      6,
      order(payer.address, "USDT", "100", "bob", "UTX", "1000"),
      false,
    );
    payer.close();
    expect(completed.receive).toEqual({ account: "bob", quantity: "1000.0000 UTX" });
    expect(await uxBalance(suite.network.uxApi, "bob", UTX)).toBe(bobUtx + 10_000_000n);
  });

  it("over the maximum (or under the minimum) is refused before anything is paid", async () => {
    const user = await suite.connect();
    const payer = ethereumPayer(suite.network.ethereum, 7);
    for (const [amount, error] of [
      ["1.5", "Maximum 1 ETH per swap"],
      ["0.0005", "Minimum 0.001 ETH per swap"],
    ]) {
      const request = order(payer.address, "ETH", amount as string, "bob", "UTXRAM", "0");
      expect(await user.ask("request", request)).toEqual({ error });
      expect(await swapJob(suite.network.services.database.db, request.id)).toBeNull();
    }
    expect(user.named("msg")).toEqual(["Maximum 1 ETH per swap", "Minimum 0.001 ETH per swap"]);
    payer.close();
  });

  it("allows a KYC-verified receiver up to maxTxKYC, and no more", async () => {
    const user = await suite.connect();
    const payer = ethereumPayer(suite.network.ethereum, 8);
    const verified = await pushAs(suite.network.uxApi, "ux", "kyc.ux", systemAccountKey("ux"), [
      { account: "kyc.ux", name: "verify", data: { account: "carol" } },
    ]);
    expect(verified.kind).toBe("applied");
    expect(await user.ask("request", order(payer.address, "ETH", "5", "bob", "UTXRAM", "0"))).toEqual({
      error: "Maximum 1 ETH per swap",
    });
    expect(await user.ask("request", order(payer.address, "ETH", "10.5", "carol", "UTXRAM", "0"))).toEqual({
      error: "Maximum 10 ETH per swap",
    });
    const carolRam = await uxBalance(suite.network.uxApi, "carol", UTXRAM);
    const { completed } = await swap(
      user,
      8,
      order(payer.address, "ETH", "5", "carol", "UTXRAM", "12500"),
      true,
    );
    payer.close();
    expect(completed.receive.quantity).toBe("12500.0000 UTXRAM");
    expect(await uxBalance(suite.network.uxApi, "carol", UTXRAM)).toBe(carolRam + 125_000_000n);
  });
});
