import { describe, expect, it } from "vitest";
import { swapConfigSchema } from "../../src/swap/swapConfig";
import { devnetConfig } from "./swapTestDeps";

/* The swap config: the devnet's parses; no signer may be owner or active. */

describe("the swap config", () => {
  it("parses the devnet's, with defaults", () => {
    const config = devnetConfig();
    expect(config.fund).toMatchObject({ account: "swap.ux", permission: "swap" });
    expect(config.antelopePayers.map((p) => [p.chain, p.fund.permission])).toEqual([["eos", "refund"]]);
    expect(config.ethereum?.confirmations).toBe(3);
    expect([config.pollMs, config.idlePollMs, config.requestTtlMs, config.expireSeconds]).toEqual([
      500, 10_000, 1_800_000, 120,
    ]);
  });

  it.each([
    [
      ["fund", "permission"],
      "active",
      "the swap fund must sign with a dedicated permission linked to its actions, not owner or active",
    ],
    [
      ["fund", "permission"],
      "owner",
      "the swap fund must sign with a dedicated permission linked to its actions, not owner or active",
    ],
  ])("refuses %j = %s", (path, value, message) => {
    const raw = JSON.parse(JSON.stringify(devnetConfig())) as Record<string, Record<string, unknown>>;
    (raw[path[0] as string] as Record<string, unknown>)[path[1] as string] = value;
    const result = swapConfigSchema.safeParse(raw);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it("refuses a payer chain's refund key with active, and a pair rate of zero", () => {
    const raw = JSON.parse(JSON.stringify(devnetConfig()));
    raw.antelopePayers[0].fund.permission = "active";
    expect(swapConfigSchema.safeParse(raw).success).toBe(false);
    const zero = JSON.parse(JSON.stringify(devnetConfig()));
    zero.pairs[0].rate = "0";
    expect(swapConfigSchema.safeParse(zero).error?.issues[0]?.message).toBe("must be above zero");
  });
});
