// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { NetworkConfig } from "@ux/core/config";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TokenAvatar } from "../../../src/features/pools/TokenAvatar";
import { TokenStrip } from "../../../src/features/pools/TokenStrip";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { testConfig } from "../../shared/config/testConfig";

afterEach(cleanup);

const UTX_LOGO = "https://assets.uxnetwork.io/tokens/utx.svg";

/** ux names a logo for eosio.token UTX only; UTXRAM (same contract) and USDT have none. */
function configWithLogos(): NetworkConfig {
  const config = testConfig();
  const ux = config.chains.ux;
  if (ux === undefined) throw new Error("testConfig has no ux chain");
  ux.balances = [
    { contract: "eosio.token", symbol: "UTX", decimals: 4, logo: UTX_LOGO },
    { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
    { contract: "tethertether", symbol: "USDT", decimals: 4 },
  ];
  return config;
}

function renderWithConfig(ui: ReactNode, config: NetworkConfig | null = configWithLogos()) {
  return render(<NetworkConfigContext.Provider value={config}>{ui}</NetworkConfigContext.Provider>);
}

describe("token avatars (issue #16 item 6)", () => {
  it("shows the config's logo as an image whose alt text is the symbol", () => {
    renderWithConfig(<TokenAvatar symbol="UTX" contract="eosio.token" />);
    const logo = screen.getByAltText("UTX");
    expect(logo.tagName).toBe("IMG");
    expect(logo.getAttribute("src")).toBe(UTX_LOGO);
    expect(screen.queryByText("UTX")).toBeNull();
  });

  it("shows the letters when the config names no logo, or the token is another contract's", () => {
    renderWithConfig(
      <>
        <TokenAvatar symbol="UTXRAM" contract="eosio.token" />
        <TokenAvatar symbol="UTX" contract="fake.token" />
      </>,
    );
    expect(screen.queryByRole("img", { name: "UTXRAM" })?.textContent).toBe("UTXR");
    expect(screen.getByRole("img", { name: "UTX" }).textContent).toBe("UTX");
    expect(document.querySelector("img")).toBeNull();
  });

  it("falls back to the letters when the logo fails to load", () => {
    renderWithConfig(<TokenAvatar symbol="UTX" contract="eosio.token" />);
    fireEvent.error(screen.getByAltText("UTX"));
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "UTX" }).textContent).toBe("UTX");
  });

  it("without a network config (tests, error pages) shows the letters", () => {
    renderWithConfig(<TokenAvatar symbol="UTX" contract="eosio.token" />, null);
    expect(screen.getByRole("img", { name: "UTX" }).textContent).toBe("UTX");
  });

  it("the pool's token strip shows UTX's logo and UTXRAM's own letters", () => {
    renderWithConfig(
      <TokenStrip
        tokens={[
          { symbol: "UTX", contract: "eosio.token" },
          { symbol: "UTXRAM", contract: "eosio.token" },
        ]}
      />,
    );
    expect(screen.getByAltText("UTX").getAttribute("src")).toBe(UTX_LOGO);
    expect(screen.getByRole("img", { name: "UTXRAM" }).textContent).toBe("UTXR");
  });
});
