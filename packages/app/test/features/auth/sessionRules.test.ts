import { describe, expect, it } from "vitest";
import { withLogin, withLogout } from "../../../src/features/auth/sessionRules";
import type { WalletSession } from "../../../src/shared/wallet/walletSession";
import { anchor, empty, eos, metamask } from "../../shared/wallet/sessionFixtures";

describe("login and logout rules", () => {
  it("a login replaces that chain's session only", () => {
    const both = withLogin(withLogin(empty, anchor), eos);
    expect(both.sessions).toEqual({ ux: anchor, eos });
    const replaced = withLogin(both, { ...anchor, actor: "dave" });
    expect(replaced.sessions).toEqual({ ux: { ...anchor, actor: "dave" }, eos });
  });

  it("logout clears that chain only", () => {
    const state = withLogout(withLogin(withLogin(empty, anchor), eos), "ux");
    expect(state).toEqual({ sessions: { eos }, requestPermissionsOnNextLogin: false });
    expect(withLogout(state, "wax")).toBe(state);
  });

  it("a MetaMask logout on the native network makes the next MetaMask login re-request permissions", () => {
    const loggedOut = withLogout(withLogin(empty, metamask), "ux");
    expect(loggedOut.requestPermissionsOnNextLogin).toBe(true);
    // Another wallet's login keeps the flag; the next MetaMask login consumes it.
    expect(withLogin(loggedOut, eos).requestPermissionsOnNextLogin).toBe(true);
    expect(withLogin(loggedOut, metamask).requestPermissionsOnNextLogin).toBe(false);
  });

  it("a MetaMask logout elsewhere, or another wallet's logout, does not set the flag", () => {
    const onEth: WalletSession = { ...metamask, chain: "eth", actor: metamask.ethAddress as string };
    expect(withLogout(withLogin(empty, onEth), "eth").requestPermissionsOnNextLogin).toBe(false);
    expect(withLogout(withLogin(empty, anchor), "ux").requestPermissionsOnNextLogin).toBe(false);
  });
});
