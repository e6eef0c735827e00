import { buildTransaction, createChainClient, readTransactionHeader, signedWith } from "@ux/core/chainClient";
import {
  expiryRateTable,
  expiryRateTableSchema,
  parseRate,
  parseYieldCurve,
  quoteRedeem,
  quoteStake,
  quoteUnstake,
  rateText,
  type StakeHistoryItem,
} from "@ux/core/stake";
import { STAKE_ERRORS } from "@ux/core/stake/contract";
import { systemAccountKey } from "@ux/devnet";
import { ABI, Action, type PrivateKey } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stakeRequestsOf } from "../../src/db/stakeRequestStore";
import { waitUntil } from "./support/ammUser";
import {
  advanceClock,
  chainNow,
  DEVNET_CURVE,
  OPERATOR,
  positionsOf,
  rewardPool,
  STAKE,
  type StakeNetwork,
  startStakeNetwork,
  utx,
  utxOf,
} from "./support/stakeNetwork";
import { StakeUser } from "./support/stakeUser";

/*
 * QuickStake end to end against the real devnet and the stake service: the rates the socket publishes, stakes
 * of every kind paying exactly core's quote, an early unstake at the published ratio, the refusals the chain
 * would make, and a redeem after the devnet's clock has passed the expiry.
 */

let network: StakeNetwork;
const users: Record<string, StakeUser> = {};
let codes: number[] = [];

const connect = (account: string, prove = true) =>
  StakeUser.connect(network.stakeUrl, network.chainApi, network.chainId, account, prove);

beforeAll(async () => {
  network = await startStakeNetwork();
  for (const account of ["alice", "bob", "carol", "dave"]) users[account] = await connect(account);
  await waitUntil(() => (users.alice?.rates.length ?? 0) > 0);
  codes = (users.alice?.rates[0] ?? []).map((entry) => entry.expiry);
}, 60_000);

afterAll(async () => {
  for (const user of Object.values(users)) user.close();
  await network?.services.stop();
  await network?.devnet.stop();
});

const user = (account: string) => users[account] as StakeUser;
/** The third stakeable expiry: a few months out, so every kind of stake has a reward. */
const expiry = () => codes[2] as number;
const itemOf = (items: StakeHistoryItem[], code: number) => items.find((item) => item.expiry.expiry === code);
/** block_time in the contract's rows is whole seconds. */
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

describe("expiryRates", () => {
  it("arrive on connect, proven or not: the curve the contract publishes, as core computes it for today", async () => {
    const stranger = await connect("bob", false);
    try {
      await waitUntil(() => stranger.rates.length > 0);
      const table = stranger.rates[0];
      expect(table).toEqual(expiryRateTable(DEVNET_CURVE, await chainNow(network.chainApi)));
      expect(expiryRateTableSchema.parse(table)).toEqual(table);
      expect(table?.length).toBe(codes.length);
      expect(user("alice").rates[0]).toEqual(table);
    } finally {
      stranger.close();
    }
  });
});

describe("stakeHistory on binding", () => {
  it("is sent when the account is proven: empty before any stake", async () => {
    expect(await user("alice").historyWhere(() => true)).toEqual([]);
  });
});

describe("requestStake", () => {
  it.each([
    ["alice", "liquid, reward paid now", false, false],
    ["bob", "liquid, reward restaked", false, true],
    ["carol", "locked, reward paid now", true, false],
    ["dave", "locked, reward restaked", true, true],
  ])(
    "%s stakes %s: the reward and the position are core's quote to the unit",
    async (account, _kind, locked, restake) => {
      const staker = user(account);
      const code = expiry();
      const [before, poolBefore] = [
        await utxOf(network.chainApi, account),
        await rewardPool(network.chainApi),
      ];
      const { cosigned, pushed } = await staker.cosignAndPush("requestStake", {
        authorization: account,
        amount: "250.5",
        expiry: code,
        stakeRewards: restake,
        allowUnwinding: !locked,
      });
      const quote = quoteStake(DEVNET_CURVE, code, pushed.blockTime, 250_5000n, locked, restake);
      if (!quote.ok) throw new Error(quote.error);
      const { reward, restaked, position, rate, days } = quote.value;
      expect(restake ? [reward, restaked > 0n] : [reward > 0n, restaked]).toEqual(
        restake ? [0n, true] : [true, 0n],
      );
      expect(cosigned.quote).toEqual({
        quantity: "250.5000 UTX",
        days,
        rate: rateText(rate),
        reward: utx(reward),
        restaked: utx(restaked),
        position: utx(position),
      });
      expect(cosigned.signatures).toHaveLength(2);
      expect(await utxOf(network.chainApi, account)).toBe(before - 250_5000n + reward);
      expect(await positionsOf(network.chainApi, account)).toEqual([
        { expiry: code, liquid: utx(locked ? 0n : position), locked: utx(locked ? position : 0n) },
      ]);
      expect(await rewardPool(network.chainApi)).toEqual({
        rewards: poolBefore.rewards - reward - restaked,
        staked: poolBefore.staked + position,
      });

      // The service sees it land and pushes the new history.
      const items = await staker.historyWhere((list) =>
        list.some((item) => item.sells.some((sell) => sell.txId === pushed.transactionId)),
      );
      expect(itemOf(items, code)).toMatchObject({
        expiry: { expiry: code },
        active: true,
        liquid: utx(locked ? 0n : position),
        locked: utx(locked ? position : 0n),
        sells: [
          {
            quantity: "250.5000 UTX",
            blockTime: seconds(pushed.blockTime),
            reward: utx(reward),
            locked,
            restakedRewards: utx(restaked),
            txId: pushed.transactionId,
          },
        ],
        buys: [],
      });
      await waitUntil(async () => {
        const records = await stakeRequestsOf(network.services.database.db, account);
        return records.at(-1)?.status === "executed";
      });
      expect((await stakeRequestsOf(network.services.database.db, account)).at(-1)).toMatchObject({
        kind: "stake",
        tx_id: pushed.transactionId,
        expires_at: cosigned.expiresAt,
      });
    },
  );
});

describe("requestUnstake", () => {
  it("unwinds a liquid position early at the published ratio", async () => {
    const code = expiry();
    const [before, poolBefore] = [await utxOf(network.chainApi, "alice"), await rewardPool(network.chainApi)];
    const [position] = await positionsOf(network.chainApi, "alice");
    const { cosigned, pushed } = await user("alice").cosignAndPush("requestUnstake", {
      authorization: "alice",
      amount: "100",
      expiry: code,
    });
    const quote = quoteUnstake(DEVNET_CURVE, code, pushed.blockTime, 100_0000n, false);
    if (!quote.ok) throw new Error(quote.error);
    const published = user("alice")
      .rates.at(-1)
      ?.find((entry) => entry.expiry === code);
    expect(rateText(quote.value.tc)).toBe(published?.unwind.tc);
    expect(cosigned.quote).toEqual({
      quantity: "100.0000 UTX",
      tc: rateText(quote.value.tc),
      received: utx(quote.value.received),
    });
    expect(cosigned.signatures).toHaveLength(1);
    expect(await utxOf(network.chainApi, "alice")).toBe(before + quote.value.received);
    expect(await positionsOf(network.chainApi, "alice")).toEqual([
      { ...position, liquid: utx(250_5000n - 100_0000n) },
    ]);
    expect(await rewardPool(network.chainApi)).toEqual({
      rewards: poolBefore.rewards + quote.value.toPool,
      staked: poolBefore.staked - 100_0000n,
    });
    const items = await user("alice").historyWhere((list) =>
      list.some((item) => item.buys.some((buy) => buy.txId === pushed.transactionId)),
    );
    expect(itemOf(items, code)?.buys).toEqual([
      {
        quantity: "100.0000 UTX",
        unwind: rateText(quote.value.tc),
        blockTime: seconds(pushed.blockTime),
        received: utx(quote.value.received),
        txId: pushed.transactionId,
      },
    ]);
  });

  it("refuses a locked position before expiry, more than the position, and a redeem before expiry", async () => {
    const carol = user("carol");
    const stored = (await stakeRequestsOf(network.services.database.db, "carol")).length;
    const unstake = (amount: string, account = "carol") => ({
      authorization: account,
      amount,
      expiry: expiry(),
    });
    expect(await carol.request("requestUnstake", unstake("1"))).toEqual({
      error: STAKE_ERRORS.lockedBeforeExpiry,
    });
    expect(await user("alice").request("requestUnstake", unstake("150.5001", "alice"))).toEqual({
      error: STAKE_ERRORS.position,
    });
    expect(await carol.request("requestRedeem", { authorization: "carol", expiry: expiry() })).toEqual({
      error: STAKE_ERRORS.notExpired,
    });
    expect(await carol.request("requestUnstake", { ...unstake("1"), expiry: codes[0] })).toEqual({
      error: STAKE_ERRORS.position,
    });
    expect(carol.messages.slice(-3)).toEqual([
      STAKE_ERRORS.lockedBeforeExpiry,
      STAKE_ERRORS.notExpired,
      STAKE_ERRORS.position,
    ]);
    expect(await stakeRequestsOf(network.services.database.db, "carol")).toHaveLength(stored);
  });
});

describe("after the devnet's clock passes an expiry", () => {
  it("publishes the new day's rates and redeems the whole position 1:1", async () => {
    const alice = user("alice");
    const nearest = codes[0] as number;
    await alice.cosignAndPush("requestStake", {
      authorization: "alice",
      amount: 40,
      expiry: nearest,
      stakeRewards: true,
      allowUnwinding: false,
    });
    const [position] = (await positionsOf(network.chainApi, "alice")).filter((row) => row.expiry === nearest);
    const total = BigInt((position?.locked ?? "").split(" ")[0]?.replace(".", "") ?? "0");
    const days = user("alice").rates.at(-1)?.[0]?.days as number;
    const tables = alice.rates.length;
    await advanceClock(network, (days + 1) * 86_400);

    await waitUntil(() => alice.rates.length > tables);
    const now = await chainNow(network.chainApi);
    expect(alice.rates.at(-1)).toEqual(expiryRateTable(DEVNET_CURVE, now));
    expect(alice.rates.at(-1)?.[0]?.expiry).not.toBe(nearest);

    expect(
      await alice.request("requestUnstake", { authorization: "alice", amount: "1", expiry: nearest }),
    ).toEqual({
      error: STAKE_ERRORS.expired,
    });
    const before = await utxOf(network.chainApi, "alice");
    const { cosigned, pushed } = await alice.cosignAndPush("requestRedeem", {
      authorization: "alice",
      expiry: nearest,
    });
    const quote = quoteRedeem(nearest, pushed.blockTime, total);
    if (!quote.ok) throw new Error(quote.error);
    expect(cosigned.quote).toEqual({ quantity: utx(total), tc: "1.000000000000", received: utx(total) });
    expect(await utxOf(network.chainApi, "alice")).toBe(before + total);
    expect((await positionsOf(network.chainApi, "alice")).map((row) => row.expiry)).toEqual([expiry()]);
    const items = await alice.historyWhere((list) =>
      list.some((item) => item.buys.some((buy) => buy.txId === pushed.transactionId)),
    );
    expect(itemOf(items, nearest)).toMatchObject({
      active: false,
      liquid: "0.0000 UTX",
      locked: "0.0000 UTX",
      buys: [
        { quantity: utx(total), unwind: "1.000000000000", received: utx(total), txId: pushed.transactionId },
      ],
    });
    expect(itemOf(items, expiry())?.active).toBe(true);
  });
});

describe("when the contract publishes another curve", () => {
  it("sends the new rates to every connection, and quotes stakes from them", async () => {
    const curve = {
      points: [
        { days: 30, yield: "0.02" },
        { days: 3650, yield: "0.1" },
      ],
      liquidSpread: "0.01",
    };
    const parsedCurve = parseYieldCurve(curve);
    if (!parsedCurve.ok) throw new Error(parsedCurve.error);
    const bob = user("bob");
    const tables = bob.rates.length;
    await pushAs(systemAccountKey("ux"), {
      account: STAKE,
      name: "setconfig",
      authorization: [{ actor: STAKE, permission: "active" }],
      data: {
        operator: OPERATOR,
        token_contract: "eosio.token",
        zero: "0.0000 UTX",
        points: curve.points.map((point) => ({ days: point.days, yield: String(parseRate(point.yield)) })),
        liquid_spread: String(parseRate(curve.liquidSpread)),
      },
    });
    await waitUntil(() => bob.rates.length > tables);
    expect(bob.rates.at(-1)).toEqual(expiryRateTable(parsedCurve.curve, await chainNow(network.chainApi)));
    expect(user("carol").rates.at(-1)).toEqual(bob.rates.at(-1));

    const code = expiry();
    const { cosigned, pushed } = await bob.cosignAndPush("requestStake", {
      authorization: "bob",
      amount: "10",
      expiry: code,
      stakeRewards: false,
      allowUnwinding: false,
    });
    const quote = quoteStake(parsedCurve.curve, code, pushed.blockTime, 10_0000n, true, false);
    if (!quote.ok) throw new Error(quote.error);
    expect(cosigned.quote.reward).toBe(utx(quote.value.reward));
    expect(cosigned.quote.rate).toBe(bob.rates.at(-1)?.find((entry) => entry.expiry === code)?.illiquid.tu);
  });
});

/** Pushes one action signed by `key` (the development key controls the contract on the devnet). */
async function pushAs(
  key: PrivateKey,
  action: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data: Record<string, unknown>;
  },
): Promise<void> {
  const node = createChainClient(network.chainApi, { fetch });
  const abi = await node.getAbi(action.account);
  if (abi === null) throw new Error(`no ABI for ${action.account}`);
  const { header, chainId } = await readTransactionHeader(node);
  const built = buildTransaction(header, [Action.from(action, ABI.from(abi))]);
  await node.sendTransaction(
    signedWith(built, [key.signDigest(built.transaction.signingDigest(chainId)).toString()]),
  );
}
