import { cleanup } from "@testing-library/react";
import { vi } from "vitest";
import type { WalletSession } from "../../../src/shared/wallet/walletSession";
import { sessionStore } from "../../../src/shared/wallet/walletState";

/** What the rendered Wallet page tests share around the part each one fakes. */

/** `actor` logged in on UX with a private key. */
export const uxKeySession = (actor: string): WalletSession => ({
  chain: "ux",
  actor,
  permission: "active",
  walletPlugin: "privatekey",
});

/** After each test: unmounted, the real fetch and spied functions back, nobody logged in. */
export function resetRenderedWallet(): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setState({ sessions: {} });
}
