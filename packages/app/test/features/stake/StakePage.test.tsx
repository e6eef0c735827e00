// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StakePage } from "../../../src/features/stake/StakePage";
import { ANTELOPE_WALLET_REQUIRED } from "../../../src/shared/ui/AntelopeWalletNotice";
import { sessionStore } from "../../../src/shared/wallet/walletState";
import { metamask } from "../../shared/wallet/sessionFixtures";

afterEach(() => {
  cleanup();
  sessionStore.setState({ sessions: {} });
});

describe("the Stake page with the Ethereum browser wallet (spec 2 §1, §6)", () => {
  it("shows only the Antelope-wallet notice, with the download pointer and the key how-to", () => {
    sessionStore.setState({ sessions: { ux: metamask } });
    render(<StakePage />);
    expect(screen.getByText(ANTELOPE_WALLET_REQUIRED)).toBeTruthy();
    expect(screen.getByRole("link", { name: /download/i })).toBeTruthy();
    expect(screen.getByText(/private key/)).toBeTruthy();
    expect(screen.queryByTestId("stake-form")).toBeNull();
    expect(screen.queryByText("Stake UTX for a chosen quarterly expiry and earn a reward.")).toBeNull();
  });
});
