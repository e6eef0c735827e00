import { parseNetworkConfig } from "@ux/core/config";
import { describe, expect, it } from "vitest";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localPorts } from "../src/localPorts";

describe("the local network's config: the manage view's parts", () => {
  const config = parseNetworkConfig(localNetworkConfig(localPorts(8080)));
  const ux = config.chains.ux;

  it("lists every QuickStake instrument held (stake.ux as a balances source) and the issuer's DEV", () => {
    expect(ux?.stake).toBe("stake.ux");
    expect(ux?.balanceContracts).toEqual(["stake.ux"]);
    expect(ux?.balances).toContainEqual({ contract: "eosio.token", symbol: "DEV", decimals: 4 });
    // Only ux has instruments.
    expect(config.chains.eos?.balanceContracts).toBeUndefined();
  });

  it("offers the token issuer for 'Use Test Account' on ux", () => {
    expect(config.testAccounts.filter((a) => a.account === "tokenissuer").map((a) => a.chain)).toEqual([
      "ux",
    ]);
  });
});
