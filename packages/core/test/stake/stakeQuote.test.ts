import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { STAKE_ABI, STAKE_ERRORS } from "../../src/stake/contract/index";
import { quoteRedeem, quoteStake, quoteUnstake, stakeableExpiries } from "../../src/stake/stakeQuote";
import { devnetCurve, NOW } from "./curveFixture";

const curve = devnetCurve();

describe("stakeableExpiries", () => {
  it("lists the quarterly expiries ending after today, up to five years ahead", () => {
    const codes = stakeableExpiries(NOW).map((entry) => entry.code);
    expect(codes[0]).toBe(202612);
    expect(codes.at(-1)).toBe(203109);
    expect(codes).toHaveLength(20);
    // The last day of a quarter still offers it; its end day does not.
    expect(stakeableExpiries(Date.UTC(2026, 11, 31, 23)).map((e) => e.code)[0]).toBe(202612);
    expect(stakeableExpiries(Date.UTC(2027, 0, 1)).map((e) => e.code)[0]).toBe(202703);
  });
});

describe("quoteStake", () => {
  it("pays tu x quantity now, or restakes tuReinvested x quantity into the position", () => {
    // 202703, locked: tu 0.011130271567, tuReinvested 0.011255548882 (expiryRates.test.ts).
    expect(quoteStake(curve, 202703, NOW, 1000_0000n, true, false)).toEqual({
      ok: true,
      value: { days: 127, rate: 11_130_271_567n, reward: 11_1302n, restaked: 0n, position: 1000_0000n },
    });
    expect(quoteStake(curve, 202703, NOW, 1000_0000n, true, true)).toEqual({
      ok: true,
      value: { days: 127, rate: 11_255_548_882n, reward: 0n, restaked: 11_2555n, position: 1011_2555n },
    });
    // Liquid: tu 0.009458912198.
    expect(quoteStake(curve, 202703, NOW, 1000_0000n, false, false)).toMatchObject({
      ok: true,
      value: { reward: 9_4589n },
    });
  });

  it("refuses an expiry that is past, ends today, is too far or not quarterly, and dust", () => {
    const refused = (error: string) => ({ ok: false, error });
    expect(quoteStake(curve, 202609, NOW, 1_0000n, false, false)).toEqual(refused(STAKE_ERRORS.notStakeable));
    expect(quoteStake(curve, 203112, NOW, 1_0000n, false, false)).toEqual(refused(STAKE_ERRORS.notStakeable));
    expect(quoteStake(curve, 202701, NOW, 1_0000n, false, false)).toEqual(refused(STAKE_ERRORS.notStakeable));
    expect(quoteStake(curve, 202612, Date.UTC(2027, 0, 1), 1_0000n, false, false)).toEqual(
      refused(STAKE_ERRORS.notStakeable),
    );
    expect(quoteStake(curve, 202612, NOW, 0n, false, false)).toEqual(refused(STAKE_ERRORS.dust));
  });
});

describe("quoteUnstake and quoteRedeem", () => {
  it("refuses a locked position before expiry, an ended expiry, and an early redeem", () => {
    expect(quoteUnstake(curve, 202703, NOW, 1_0000n, true)).toEqual({
      ok: false,
      error: STAKE_ERRORS.lockedBeforeExpiry,
    });
    expect(quoteUnstake(curve, 202612, Date.UTC(2027, 0, 1), 1_0000n, false)).toEqual({
      ok: false,
      error: STAKE_ERRORS.expired,
    });
    expect(quoteRedeem(202703, NOW, 1_0000n)).toEqual({ ok: false, error: STAKE_ERRORS.notExpired });
  });
});

describe("STAKE_ABI", () => {
  it("packs and unpacks every action and row as nodeos prints them", () => {
    const abi = ABI.from(STAKE_ABI);
    const samples: [string, unknown][] = [
      ["stake", { owner: "alice", quantity: "10.0000 UTX", expiry: 202703, locked: true, restake: false }],
      ["unstake", { owner: "alice", quantity: "1.0000 UTX", expiry: 202703 }],
      ["redeem", { owner: "alice", expiry: 202612 }],
      [
        "stake_config",
        {
          operator: "stake.op",
          token_contract: "eosio.token",
          zero: "0.0000 UTX",
          points: [{ days: 90, yield: "30000000000" }],
          liquid_spread: "5000000000",
        },
      ],
      ["position", { expiry: 202703, liquid: "1.0000 UTX", locked: "0.0000 UTX" }],
    ];
    for (const [type, json] of samples) {
      const packed = Serializer.encode({ object: json, abi, type });
      expect(JSON.parse(JSON.stringify(Serializer.decode({ data: packed, abi, type })))).toEqual(json);
    }
  });
});
