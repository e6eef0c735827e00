import { describe, expect, it } from "vitest";
import { parseNetworkConfig } from "../../src/config/networkConfig";
import { DEVNET_SERVICES } from "./servicesFixture";

/*
 * A token entry may name its logo (issue #16 item 6): an https URL or a path on the app's own origin. Anything
 * else (plain http, other schemes, protocol-relative or page-relative paths) is refused with the field named.
 */

const configWithLogo = (logo: unknown) => ({
  network: "mainnet",
  productName: "UX Network",
  chains: {
    ux: {
      name: "ux",
      label: "UX Network",
      chain_id: "8fc6dce7942189f842170de953932b1f66693ad3788f766e777b6f9d22335c02",
      type: "eosio",
      api: "https://api.uxnetwork.io",
      wallet: "anchor",
      balances: [
        { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
        { contract: "eosio.token", symbol: "UTX", decimals: 4, logo },
      ],
    },
  },
  services: DEVNET_SERVICES,
});
const balancesOf = (logo: unknown) => parseNetworkConfig(configWithLogo(logo)).chains.ux?.balances;

describe("a token entry's logo", () => {
  it("keeps an https URL or a root-relative path", () => {
    for (const logo of [
      "https://assets.uxnetwork.io/tokens/utx.svg",
      "https://cdn.example.com/logo.png?v=2",
      "/tokens/utx.svg",
      "/utx.png",
    ]) {
      expect(balancesOf(logo)?.[1]?.logo, logo).toBe(logo);
    }
  });

  it("is optional: an entry without one has none", () => {
    const balances = balancesOf("/tokens/utx.svg");
    expect(balances?.[0]).toEqual({ contract: "eosio.token", symbol: "UTXRAM", decimals: 4 });
    expect(balances?.[0]?.logo).toBeUndefined();
  });

  it("refuses anything else with a config error naming the field", () => {
    for (const logo of [
      "http://assets.uxnetwork.io/utx.svg",
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zy8+",
      "//cdn.example.com/utx.svg",
      "tokens/utx.svg",
      "utx.svg",
      "/",
      "/tokens/ utx.svg",
      "/tokens\\utx.svg",
      "https://",
      "",
      42,
    ]) {
      expect(() => balancesOf(logo), String(logo)).toThrow(
        /^Invalid network config at chains\.ux\.balances\.1\.logo: a token logo must be an https URL or a root-relative path like \/tokens\/utx\.svg/,
      );
    }
  });
});
