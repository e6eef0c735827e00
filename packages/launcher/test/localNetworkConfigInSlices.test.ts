import {
  networkConfigSchema,
  normalizePushGuaranteeFlag,
  parseNetworkConfig,
  parseNetworkConfigInSlices,
  withSpecPushGuaranteeKey,
} from "@ux/core/config";
import { parseInSlices } from "@ux/core/validation";
import { describe, expect, it } from "vitest";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localPorts } from "../src/localPorts";

/*
 * The app parses /config.json in slices (core's parseNetworkConfigInSlices); the launcher and the server
 * parse it in one go. Both must read a real-size config (the local network's: four chains, the test and
 * admin accounts, about 20 kB) the same, and refuse a bad one with the same message.
 */

const served = () =>
  JSON.parse(JSON.stringify(withSpecPushGuaranteeKey(localNetworkConfig(localPorts(8080)))));
type Served = ReturnType<typeof served>;

const noYield = async () => {};

/** The message parseNetworkConfig throws for `input`. */
function oneShotError(input: unknown): string {
  try {
    parseNetworkConfig(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the one-shot parse accepted it");
}

describe("parseNetworkConfigInSlices", () => {
  it("reads the local network's served config exactly as the one-shot parse does", async () => {
    const config = served();
    expect(JSON.stringify(config).length).toBeGreaterThan(15_000);
    expect(await parseNetworkConfigInSlices(config, noYield)).toStrictEqual(parseNetworkConfig(config));
  });

  it("yields between its chains and accounts on a tiny budget, and not at all on an unspent one", async () => {
    const input = normalizePushGuaranteeFlag(served());
    const heavy = ["chains", "testAccounts", "adminAccounts"] as const;
    let yields = 0;
    const yieldNow = async () => {
      yields++;
    };
    const oneShot = networkConfigSchema.safeParse(input);
    // A clock a millisecond later at every reading: every slice is over after one item.
    let clock = 0;
    expect(await parseInSlices(networkConfigSchema, input, heavy, yieldNow, 0, () => clock++)).toStrictEqual(
      oneShot,
    );
    // One yield before each item: 4 chains and the accounts.
    expect(yields).toBeGreaterThan(40);
    yields = 0;
    expect(await parseInSlices(networkConfigSchema, input, heavy, yieldNow, 4, () => 0)).toStrictEqual(
      oneShot,
    );
    expect(yields).toBe(0);
  });

  it("refuses a bad config with the one-shot parse's message", async () => {
    const bad: ((config: Served) => unknown)[] = [
      // a bad field deep in a chain, and in the last admin account
      (c) => ({ ...c, chains: { ...c.chains, ux: { ...c.chains.ux, api: "not a url" } } }),
      (c) => ({ ...c, adminAccounts: [...c.adminAccounts.slice(0, -1), { chain: "ux" }] }),
      // a bad envelope field, and the heavy field itself of the wrong type
      (c) => ({ ...c, services: { ...c.services, chartIndex: 7 } }),
      (c) => ({ ...c, chains: [c.chains.ux] }),
      (c) => ({ ...c, testAccounts: "none" }),
      // the flag spelt both ways and disagreeing, and the accounts of a local network on mainnet
      (c) => ({ ...c, chains: { ...c.chains, eos: { ...c.chains.eos, apiPushGuarantee: true } } }),
      (c) => ({ ...c, network: "mainnet" }),
      (c) => ({ ...c, network: "mainnet", testAccounts: [] }),
      () => null,
    ];
    for (const change of bad) {
      const input = change(served());
      await expect(parseNetworkConfigInSlices(input, noYield)).rejects.toThrow(oneShotError(input));
    }
  });
});
