import { describe, expect, it } from "vitest";
import { parseNetworkConfig } from "../../src/config/networkConfig";
import { withSpecPushGuaranteeKey } from "../../src/config/pushGuaranteeFlag";

const chain = (flags: Record<string, unknown>) => ({
  name: "ux",
  label: "UX Network",
  chain_id: "7578",
  type: "eosio",
  api: "http://127.0.0.1:8888",
  wallet: "anchor",
  ...flags,
});
const config = (flags: Record<string, unknown>) => ({
  network: "testnet",
  productName: "UX Network",
  chains: { ux: chain(flags) },
  services: {
    ammIndexer: "http://127.0.0.1:1",
    chartIndex: "http://127.0.0.1:2",
    ammSocket: "http://127.0.0.1:3",
    stakeSocket: "http://127.0.0.1:4",
    swapSocket: "http://127.0.0.1:5",
  },
});
const flagOf = (input: unknown) => parseNetworkConfig(input).chains.ux?.apiPushGuarantee;

describe("the guaranteed-push flag (spec: apiPushGurantee)", () => {
  it("is read as the spec spells it, and under the earlier spelling", () => {
    expect(flagOf(config({ apiPushGurantee: true }))).toBe(true);
    expect(flagOf(config({ apiPushGuarantee: true }))).toBe(true);
    expect(flagOf(config({ apiPushGurantee: true, apiPushGuarantee: true }))).toBe(true);
    expect(flagOf(config({}))).toBe(false);
  });

  it("refuses a chain whose two spellings disagree, and a flag that is not a boolean", () => {
    expect(() => flagOf(config({ apiPushGurantee: true, apiPushGuarantee: false }))).toThrow(
      "Invalid network config at chains.ux: apiPushGurantee and apiPushGuarantee disagree",
    );
    expect(() => flagOf(config({ apiPushGurantee: "yes" }))).toThrow("chains.ux.apiPushGuarantee");
  });

  it("is served under the spec's key, and reads back the same", () => {
    const parsed = parseNetworkConfig(config({ apiPushGurantee: true }));
    const served = JSON.parse(JSON.stringify(withSpecPushGuaranteeKey(parsed)));
    expect(served.chains.ux).toMatchObject({ apiPushGurantee: true });
    expect(served.chains.ux).not.toHaveProperty("apiPushGuarantee");
    expect(parseNetworkConfig(served)).toEqual(parsed);
  });
});
