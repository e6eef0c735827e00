import { describe, expect, it } from "vitest";
import { parseServicesConfig } from "../../src/config/servicesConfig";

// The stake part of the services config: optional, the operator's reward permission by default, never
// owner or active, and its own port and limits with defaults.

const base = {
  chainApi: "http://127.0.0.1:8888",
  ammContract: "amm.ux",
  payer: { account: "ux.payer", permission: "cosign", privateKey: "PVT_K1_x" },
  keeper: { account: "amm.keeper", privateKey: "PVT_K1_y" },
};
const stake = { contract: "stake.ux", operator: { account: "stake.op", privateKey: "PVT_K1_z" } };

describe("the stake config", () => {
  it("is optional: without it no stake socket is configured", () => {
    const config = parseServicesConfig(base);
    expect(config.stake).toBeUndefined();
    expect(config.ports).toEqual({
      ammIndexer: 8700,
      chartIndex: 8701,
      ammSocket: 8702,
      stakeSocket: 8703,
      swapSocket: 8704,
    });
  });

  it("signs as the operator's reward permission by default, with defaults for its loops and limits", () => {
    const config = parseServicesConfig({
      ...base,
      stake,
      ports: { ammIndexer: 1, chartIndex: 2, ammSocket: 3 },
    });
    expect(config.stake).toEqual({
      contract: "stake.ux",
      operator: { account: "stake.op", permission: "reward", privateKey: "PVT_K1_z" },
      ratesPollMs: 5_000,
      watchPollMs: 1_000,
      watchIdlePollMs: 10_000,
      expireSeconds: 300,
    });
    expect(config.ports.stakeSocket).toBe(8703);
    expect([config.limits.stakeRequestsPerAccount, config.limits.stakeRequestsPerConnection]).toEqual([
      { count: 20, windowMs: 60_000 },
      { count: 20, windowMs: 60_000 },
    ]);
  });

  it("refuses the operator's owner or active permission, a bad contract name and a long expiry", () => {
    for (const permission of ["owner", "active"])
      expect(() =>
        parseServicesConfig({ ...base, stake: { ...stake, operator: { ...stake.operator, permission } } }),
      ).toThrow(
        "Invalid services config at stake.operator: the operator must sign with its reward permission (linked to the stake action only), not owner or active",
      );
    expect(() => parseServicesConfig({ ...base, stake: { ...stake, contract: "Stake" } })).toThrow(
      "Invalid services config at stake.contract: must be an account name",
    );
    expect(() => parseServicesConfig({ ...base, stake: { ...stake, expireSeconds: 7_200 } })).toThrow(
      /^Invalid services config at stake\.expireSeconds: /,
    );
  });
});
