import type { BlockInfo, ChainInfo } from "@ux/core/chainClient";
import { parseYieldCurve } from "@ux/core/stake";
import { describe, expect, it } from "vitest";
import type { StakeChain } from "../../src/stake/stakeChain";
import { StakeCosigner } from "../../src/stake/stakeCosigner";
import { stakeTransactionHeader } from "../../src/stake/stakeTransactions";
import { testDatabase } from "../support/testDatabase";
import { KEYS } from "../support/testKeys";

// The header of a co-signed stake transaction: TaPoS 3 blocks behind the head, an expiration 5 minutes after
// it but never past the end of the head's UTC day (rates change at midnight), and no signature at all when
// that leaves less than 30 s.

const BLOCK_ID = "0000006400000000a1b2c3d4000000000000000000000000000000000000beef";

function chainAt(headTime: string, headNum = 100) {
  const asked: number[] = [];
  const chain = {
    getInfo: async (): Promise<ChainInfo> => ({
      chain_id: "ab".repeat(32),
      head_block_num: headNum,
      head_block_id: "cd".repeat(32),
      head_block_time: headTime,
      last_irreversible_block_num: headNum - 8,
    }),
    getBlockInfo: async (blockNum: number): Promise<BlockInfo> => {
      asked.push(blockNum);
      return { id: BLOCK_ID, block_num: blockNum };
    },
  };
  return { chain, asked };
}

describe("stakeTransactionHeader", () => {
  it("refers to the block 3 behind the head and expires expireSeconds after the head", async () => {
    const { chain, asked } = chainAt("2026-11-25T10:00:00.500", 70_000);
    expect(await stakeTransactionHeader(chain, 300)).toEqual({
      header: {
        expiration: "2026-11-25T10:05:00",
        ref_block_num: 69_997 & 0xffff,
        ref_block_prefix: 0xd4c3b2a1,
      },
      chainId: "ab".repeat(32),
      headMs: Date.UTC(2026, 10, 25, 10, 0, 0, 500),
      expiresAtMs: Date.UTC(2026, 10, 25, 10, 5, 0),
      windowSeconds: 300,
    });
    expect(asked).toEqual([69_997]);
  });

  it("never expires past the end of the head's UTC day", async () => {
    const late = await stakeTransactionHeader(chainAt("2026-11-25T23:58:00.000").chain, 300);
    expect([late.header.expiration, late.expiresAtMs, late.windowSeconds]).toEqual([
      "2026-11-25T23:59:59",
      Date.UTC(2026, 10, 25, 23, 59, 59),
      119,
    ]);
    const lastSecond = await stakeTransactionHeader(chainAt("2026-11-25T23:59:59.500").chain, 300);
    expect([lastSecond.header.expiration, lastSecond.windowSeconds]).toEqual(["2026-11-25T23:59:59", 0]);
  });
});

describe("the co-signer near midnight", () => {
  it("refuses to sign when less than 30 s of the day are left, and stores nothing", async () => {
    const curve = parseYieldCurve({ points: [{ days: 90, yield: "0.03" }], liquidSpread: "0.005" });
    if (!curve.ok) throw new Error(curve.error);
    const stake = {
      contract: "stake.ux",
      published: async () => ({
        operator: "stake.op",
        tokenContract: "eosio.token",
        symbol: { code: "UTX", precision: 4 },
        zero: "0.0000 UTX",
        curve: curve.curve,
        fingerprint: "",
      }),
    } as unknown as StakeChain;
    const database = await testDatabase();
    try {
      const cosigner = new StakeCosigner({
        chain: chainAt("2026-11-25T23:59:40.000").chain,
        stake,
        abis: { get: async () => Promise.reject(new Error("nothing is built")) },
        db: database.db,
        payer: { account: "ux.payer", permission: "cosign", privateKey: KEYS.payer },
        operator: { account: "stake.op", permission: "reward", privateKey: KEYS.keeper },
        expireSeconds: 300,
        now: () => 0,
      });
      const request = {
        authorization: { actor: "alice", permission: "active" },
        amount: "1",
        expiry: 202703,
      };
      const refusal = {
        ok: false,
        msg: "QuickStake rates change at 00:00 UTC (chain time): ask again in 20 s",
      };
      expect(
        await cosigner.stake("alice", { ...request, stakeRewards: false, allowUnwinding: true }),
      ).toEqual(refusal);
      expect(await cosigner.unstake("alice", request)).toEqual(refusal);
      expect(await cosigner.redeem("alice", request)).toEqual(refusal);
      const rows = await database.db.selectFrom("stake_requests").selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
