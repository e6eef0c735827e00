// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { WalletPrompt } from "../../../../src/features/auth/walletPromptStore";
import {
  DESKTOP_WALLET_INSTEAD,
  OPEN_IN_MOBILE_APP,
  WalletPromptDialog,
} from "../../../../src/features/auth/wharfkit/WalletPromptDialog";

afterEach(cleanup);

// Anchor's login prompt: the request to scan or open elsewhere, and the same-device launch link.
const prompt: WalletPrompt = {
  title: "Sign in with Anchor",
  elements: [
    { type: "qr", data: "esr:request-for-another-device" },
    {
      type: "link",
      label: "Launch Anchor",
      data: { href: "esr:same-device-request", label: "Launch Anchor" },
    },
  ],
  onClose: () => undefined,
};

const buttons = () =>
  screen
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href"), link.className.includes("contained")]);

describe("the wallet prompt follows the login dialog's wallet app choice", () => {
  it("desktop wallet: the launch link leads, the request for another device follows", () => {
    render(<WalletPromptDialog prompt={prompt} app="desktop" />);
    expect(buttons()).toEqual([
      ["Launch Anchor", "esr:same-device-request", true],
      ["signing request", "esr:request-for-another-device", false],
    ]);
  });

  it("mobile wallet app: the request opens in the app, launching a desktop wallet is the other way", () => {
    render(<WalletPromptDialog prompt={prompt} app="mobile" />);
    expect(buttons()).toEqual([
      [OPEN_IN_MOBILE_APP, "esr:request-for-another-device", true],
      ["Launch Anchor", "esr:same-device-request", false],
    ]);
    expect(screen.getByText(DESKTOP_WALLET_INSTEAD, { exact: false })).toBeTruthy();
  });
});
