// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  ANCHOR_DOWNLOAD_URL,
  ANTELOPE_WALLET_REQUIRED,
  AntelopeWalletNotice,
  ETHEREUM_WALLET_NOT_SUPPORTED,
} from "../../../src/shared/ui/AntelopeWalletNotice";

afterEach(cleanup);

describe("the Antelope-wallet notice of the Stake and Bridge pages (spec 2 §1, §6)", () => {
  it("says an Antelope wallet is required, in the spec's words, with the download pointer and the key how-to", () => {
    render(<AntelopeWalletNotice />);
    const notice = screen.getByTestId("antelope-wallet-notice");
    expect(screen.getByText(ANTELOPE_WALLET_REQUIRED)).toBeTruthy();
    expect(notice.textContent).toContain(
      "The Ethereum browser wallet type is not supported on the Stake and Bridge pages.",
    );
    expect(ETHEREUM_WALLET_NOT_SUPPORTED).toBe(
      "The Ethereum browser wallet type is not supported on the Stake and Bridge pages.",
    );
    const link = screen.getByRole("link", { name: "Anchor (download)" });
    expect(link.getAttribute("href")).toBe(ANCHOR_DOWNLOAD_URL);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(notice.textContent).toMatch(
      /export the account's private key .* import it into the Antelope wallet/,
    );
  });
});
