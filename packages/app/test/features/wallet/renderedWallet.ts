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

/** After each test: unmounted, the real fetch and spied functions back, nobody logged in, nothing submitted. */
export function resetRenderedWallet(submitted?: SubmittedCalls): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setState({ sessions: {} });
  if (submitted === undefined) return;
  submitted.calls.length = 0;
  submitted.fail = null;
  submitted.onSubmit = null;
}

/** What the faked submitActions saw: each call, and what the next ones do (throw `fail`, run `onSubmit`). */
export interface SubmittedCalls {
  calls: unknown[];
  fail: Error | null;
  onSubmit: null | (() => void);
}

/**
 * The auth feature's submitActions with the wallet's signature the one part replaced: the actions are built
 * for the UX session's actor and recorded, and the transaction goes through unless `fail` is set.
 */
export function fakeSubmitActions(submitted: SubmittedCalls) {
  return async (_config: unknown, chain: string, build: (signer: unknown) => unknown, options: unknown) => {
    const signer = { actor: sessionStore.getState().sessions.ux?.actor, permission: "active" };
    submitted.calls.push({ chain, actions: build(signer), options });
    submitted.onSubmit?.();
    if (submitted.fail) throw submitted.fail;
    return { transactionId: "ab".repeat(32), blockNum: 10 };
  };
}

/** One recorded transaction of a single action of `actor` on UX. */
export function uxSubmission(
  action: { account: string; name: string; data: unknown },
  actor: string,
  options: unknown,
) {
  return {
    chain: "ux",
    actions: [
      {
        account: action.account,
        name: action.name,
        authorization: [{ actor, permission: "active" }],
        data: action.data,
      },
    ],
    options,
  };
}
