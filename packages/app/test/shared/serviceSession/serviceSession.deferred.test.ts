import { SESSION_TOKEN_TTL_MS } from "@ux/core/auth";
import { afterEach, describe, expect, it } from "vitest";
import { rememberDeclined } from "../../../src/shared/serviceSession/accountProofs";
import type {
  AntelopeOwnershipProof,
  OwnershipProofSigner,
} from "../../../src/shared/serviceSession/ownershipProofSigner";
import { PROOF_NOT_STARTED } from "../../../src/shared/serviceSession/provenSessionHandshake";
import { SESSION_TOKENS_STORAGE_KEY } from "../../../src/shared/serviceSession/sessionTokenStore";
import { memoryStorage } from "../memoryStorage";
import { FakeSocket } from "../socket/fakeSocket";
import { FakeSessionServer, NOW, tokenNumber } from "./fakeSessionServer";
import { bindTestSession, closeTestSessions } from "./testSessions";

const ALICE = "alice1111111";
const PROOF: AntelopeOwnershipProof = { serializedTransaction: "00aa", signatures: ["SIG_K1_test"] };

/** A deferred session (the swap socket's): the wallet is asked only by start(). */
function setup(failure?: string) {
  const server = new FakeSessionServer();
  const storage = memoryStorage();
  const signed: string[] = [];
  const signer: OwnershipProofSigner = {
    async signAntelopeProof(nonce) {
      signed.push(nonce);
      if (failure !== undefined) throw new Error(failure);
      return PROOF;
    },
    signEthereumMessage: async () => `0x${"11".repeat(65)}`,
  };
  const shown: string[] = [];
  const socket = server.attach(new FakeSocket());
  const session = bindTestSession(
    socket,
    {
      service: "swap service",
      identity: { actor: ALICE, walletPlugin: "privatekey" },
      signer,
      storage,
      shown,
      failureText: (_service, reason) => `Verification failed: ${reason}`,
    },
    { deferred: true },
  );
  return { server, storage, signed, shown, socket, session };
}

afterEach(() => closeTestSessions(ALICE));

describe("a deferred service session", () => {
  it("binds silently with a stored token, never asking the wallet", async () => {
    const { server, storage, signed, socket, session } = setup();
    const token = server.grant(ALICE);
    storage.setItem(
      SESSION_TOKENS_STORAGE_KEY,
      JSON.stringify({ [ALICE]: { token, expiresAt: NOW + SESSION_TOKEN_TTL_MS } }),
    );
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "bound" });
    expect(socket.events()).toEqual([["setUser", { account: ALICE, token }]]);
    expect(signed).toEqual([]);
  });

  it("without a token stays unproven, silently, until start(); start() proves and later connections may too", async () => {
    const { signed, shown, socket, session } = setup();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "unproven", reason: PROOF_NOT_STARTED });
    expect(socket.events()).toEqual([]);
    expect(shown).toEqual([]);

    await expect(session.start()).resolves.toEqual({ status: "bound" });
    expect(signed).toHaveLength(1);
    expect(socket.events().map(([event]) => event)).toEqual(["getNonce", "verifyAuth"]);
    // Bound already: start() asks nothing more.
    await expect(session.start()).resolves.toEqual({ status: "bound" });
    expect(signed).toHaveLength(1);
    // A reconnection binds with the token earned.
    socket.dropConnection();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "bound" });
    expect(socket.events().at(-1)).toEqual(["setUser", { account: ALICE, token: tokenNumber(1) }]);
  });

  it("start() asks again after an earlier decline, and a failure is shown in the page's words", async () => {
    const { shown, socket, session, signed } = setup("The wallet is locked");
    rememberDeclined(ALICE);
    socket.connectNow();
    await expect(session.start()).resolves.toEqual({ status: "unproven", reason: "The wallet is locked" });
    expect(signed).toHaveLength(1);
    expect(shown).toEqual(["Verification failed: The wallet is locked"]);
  });

  it("start() while disconnected or after close proves nothing", async () => {
    const { signed, session } = setup();
    await expect(session.start()).resolves.toEqual({ status: "offline" });
    expect(session.ended).toBe(false);
    session.close();
    expect(session.ended).toBe(true);
    await expect(session.start()).resolves.toEqual({ status: "unproven", reason: "closed" });
    expect(signed).toEqual([]);
  });
});
