import { describe, expect, it } from "vitest";
import { parseExpiryCode } from "../../src/expiry/expiryCode";
import { STAKE_ERRORS } from "../../src/stake/contract/stakeNames";
import {
  instrumentPairOf,
  quoteCombine,
  quoteSplit,
  splittableExpiries,
} from "../../src/stake/instrumentQuote";
import { stakeableExpiries } from "../../src/stake/stakeQuote";
import { NOW } from "./curveFixture";

const expiry = (code: number) => {
  const parsed = parseExpiryCode(code);
  if (parsed === null) throw new Error(`bad expiry ${code}`);
  return parsed;
};

describe("instrument pairs", () => {
  it.each([
    [202603, { utility: "UTXUTMG", capital: "UTXCTMG" }],
    [202912, { utility: "UTXUTDJ", capital: "UTXCTDJ" }],
    [202003, { utility: "UTXUTMA", capital: "UTXCTMA" }],
    [203003, null],
    [201912, null],
  ])("%i -> %j", (code, pair) => {
    expect(instrumentPairOf("UTX", expiry(code))).toEqual(pair);
  });
});

describe("splittable expiries", () => {
  it("are the stakeable ones with instrument symbols: from DEC26 to DEC29 on 2026-11-25", () => {
    const codes = splittableExpiries(NOW).map((entry) => entry.code);
    expect(codes[0]).toBe(202612);
    expect(codes.at(-1)).toBe(202912);
    expect(codes).toHaveLength(13);
    // Staking reaches further (five years); splitting stops where the year letters do.
    expect(stakeableExpiries(NOW).at(-1)?.code).toBeGreaterThan(203000);
  });
});

describe("quoteSplit", () => {
  it("issues as much TU and TC of an open expiry as the UTX split", () => {
    expect(quoteSplit("UTX", 202703, NOW, 5_0000n)).toEqual({
      ok: true,
      value: { utility: "UTXUTMH", capital: "UTXCTMH", quantity: 5_0000n },
    });
  });

  it.each([
    ["a past expiry", 202609, 1n, STAKE_ERRORS.notSplittable],
    ["a non-quarterly month", 202701, 1n, STAKE_ERRORS.notSplittable],
    ["not an expiry code", 12, 1n, STAKE_ERRORS.notSplittable],
    ["an expiry past the horizon", 203212, 1n, STAKE_ERRORS.notSplittable],
    ["an open expiry without symbols", 203003, 1n, STAKE_ERRORS.noInstrument],
    ["nothing", 202703, 0n, STAKE_ERRORS.dust],
    ["a negative quantity", 202703, -1n, STAKE_ERRORS.dust],
  ])("refuses %s", (_what, code, quantity, error) => {
    expect(quoteSplit("UTX", code, NOW, quantity)).toEqual({ ok: false, error });
  });
});

describe("quoteCombine", () => {
  it("burns TU and TC before the expiry ends, TC alone from its end instant on", () => {
    const end = Date.UTC(2027, 3, 1);
    expect(quoteCombine("UTX", 202703, end - 1, 2n)).toEqual({
      ok: true,
      value: { utility: "UTXUTMH", capital: "UTXCTMH", quantity: 2n, burnsUtility: true },
    });
    const ended = quoteCombine("UTX", 202703, end, 2n);
    expect(ended.ok && ended.value.burnsUtility).toBe(false);
    // A long-ended expiry still combines (its TC redeems 1:1).
    expect(quoteCombine("UTX", 202003, NOW, 2n).ok).toBe(true);
  });

  it.each([
    ["not an expiry code", 202702, 1n, STAKE_ERRORS.noInstrument],
    ["an expiry without symbols", 203003, 1n, STAKE_ERRORS.noInstrument],
    ["nothing", 202703, 0n, STAKE_ERRORS.dust],
  ])("refuses %s", (_what, code, quantity, error) => {
    expect(quoteCombine("UTX", code, NOW, quantity)).toEqual({ ok: false, error });
  });
});
