import { describe, expect, it } from "vitest";
import { commitSessions, endedServiceAccount } from "../../../src/features/auth/sessionCommands";
import { withLogin, withLogout } from "../../../src/features/auth/sessionRules";
import { bindServiceSession } from "../../../src/shared/serviceSession/serviceSession";
import { sessionTokenStore } from "../../../src/shared/serviceSession/sessionTokenStore";
import { sessionStore } from "../../../src/shared/wallet/walletState";
import { FakeSessionServer, NOW, tokenNumber } from "../../shared/serviceSession/fakeSessionServer";
import { FakeSocket, flush } from "../../shared/socket/fakeSocket";
import { anchor, empty, eos, metamask } from "../../shared/wallet/sessionFixtures";

describe("service sessions when the UX account leaves", () => {
  it("ends at a logout of the native chain or another account's login there, not otherwise", () => {
    const withAnchor = withLogin(empty, anchor);
    expect(endedServiceAccount(withAnchor, withLogout(withAnchor, "ux"))).toBe("alice");
    expect(endedServiceAccount(withAnchor, withLogin(withAnchor, metamask))).toBe("alice");
    expect(
      endedServiceAccount(withAnchor, withLogin(withAnchor, { ...anchor, permission: "owner" })),
    ).toBeNull();
    expect(endedServiceAccount(withAnchor, withLogin(withAnchor, eos))).toBeNull();
    expect(endedServiceAccount(withLogin(empty, eos), empty)).toBeNull();
    expect(endedServiceAccount(empty, withAnchor)).toBeNull();
  });

  it("a logout sends loggedOut with the token on the open socket before the session is gone", async () => {
    // No local storage in this environment: the tokens live in the page's memory, as in a blocked browser.
    const tokens = sessionTokenStore(null);
    const server = new FakeSessionServer();
    const token = server.grant("alice");
    tokens.save("alice", { token, expiresAt: NOW + 60_000 });
    const socket = server.attach(new FakeSocket());
    const seenAtLoggedOut: unknown[] = [];
    const answer = socket.answer;
    socket.answer = (event, payload) => {
      if (event === "loggedOut") seenAtLoggedOut.push(sessionStore.getState().sessions.ux?.actor);
      return answer(event, payload);
    };
    const service = bindServiceSession(socket, {
      service: "AMM service",
      identity: anchor,
      signer: {
        signAntelopeProof: () => Promise.reject(new Error("not asked")),
        signEthereumMessage: () => Promise.reject(new Error("not asked")),
      },
      tokens,
      notify: { error: () => undefined },
      log: () => undefined,
      now: () => NOW,
    });
    commitSessions(withLogin(empty, anchor), null);
    socket.connectNow();
    await expect(service.whenBound()).resolves.toEqual({ status: "bound" });
    commitSessions(withLogout(sessionStore.getState(), "ux"), null);
    await flush();
    expect(socket.events()).toEqual([
      ["setUser", { account: "alice", token: tokenNumber(1) }],
      ["loggedOut", { account: "alice", token: tokenNumber(1) }],
    ]);
    expect(seenAtLoggedOut).toEqual(["alice"]);
    expect(server.revoked).toEqual([token]);
    expect(tokens.read("alice", NOW)).toBeNull();
  });
});
