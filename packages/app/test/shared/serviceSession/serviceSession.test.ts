import { SESSION_TOKEN_TTL_MS } from "@ux/core/auth";
import { afterEach, describe, expect, it } from "vitest";
import { endServiceSessions } from "../../../src/shared/serviceSession/liveServiceSessions";
import type {
  AntelopeOwnershipProof,
  OwnershipProofSigner,
  ProvingIdentity,
} from "../../../src/shared/serviceSession/ownershipProofSigner";
import type { ServiceSession } from "../../../src/shared/serviceSession/serviceSession";
import {
  SESSION_TOKENS_STORAGE_KEY,
  sessionTokenStore,
} from "../../../src/shared/serviceSession/sessionTokenStore";
import { memoryStorage } from "../memoryStorage";
import { FakeSocket, flush } from "../socket/fakeSocket";
import { FakeSessionServer, NOW, nonceNumber, tokenNumber } from "./fakeSessionServer";
import { bindTestSession, closeTestSessions } from "./testSessions";

const ALICE = "alice1111111";
const ADDRESS = `0x${"ab".repeat(20)}`;
const antelope: ProvingIdentity = { actor: ALICE, walletPlugin: "privatekey" };
const metamask: ProvingIdentity = { actor: ALICE, walletPlugin: "metamask", ethAddress: ADDRESS };
const PROOF: AntelopeOwnershipProof = { serializedTransaction: "00aa", signatures: ["SIG_K1_test"] };
const ETH_SIGNATURE = `0x${"11".repeat(65)}`;

/** A wallet that signs at once, or as set for its next signature: failing, or held until released. */
function fakeSigner() {
  const calls: string[] = [];
  const now = async () => undefined;
  let beforeNext: () => Promise<void> = now;
  const before = () => {
    const step = beforeNext;
    beforeNext = now;
    return step();
  };
  return {
    calls,
    failNext(error: unknown) {
      beforeNext = () => Promise.reject(error);
    },
    holdNext() {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      beforeNext = () => gate;
      return { release };
    },
    async signAntelopeProof(nonce: string): Promise<AntelopeOwnershipProof> {
      calls.push(`antelope ${nonce}`);
      await before();
      return PROOF;
    },
    async signEthereumMessage(address: string, message: string): Promise<string> {
      calls.push(`ethereum ${address} ${message}`);
      await before();
      return ETH_SIGNATURE;
    },
  } satisfies OwnershipProofSigner & Record<string, unknown>;
}

/** A declined signature: unbound with the refusal, shown once, nothing sent after getNonce. */
async function expectDeclined(session: ServiceSession, socket: FakeSocket, shown: string[]) {
  await expect(session.whenBound()).resolves.toEqual({
    status: "unproven",
    reason: "User rejected signature",
  });
  expect(shown).toEqual(["User rejected signature"]);
  expect(socket.events()).toEqual([["getNonce", undefined]]);
}

function setup(identity: ProvingIdentity = antelope) {
  const server = new FakeSessionServer();
  const storage = memoryStorage();
  const signer = fakeSigner();
  const shown: string[] = [];
  const open = (socket = server.attach(new FakeSocket())) => {
    const session = bindTestSession(socket, { service: "AMM service", identity, signer, storage, shown });
    return { socket, session };
  };
  const storedTokens = () => JSON.parse(storage.items.get(SESSION_TOKENS_STORAGE_KEY) ?? "null");
  return { server, storage, signer, shown, open, storedTokens };
}

afterEach(() => closeTestSessions(ALICE));

describe("a service socket's proven session", () => {
  it("without a token: getNonce, the Antelope proof, verifyAuth; bound, and the token kept", async () => {
    const { open, signer, shown, storedTokens } = setup();
    const { socket, session } = open();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "bound" });
    expect(socket.events()).toEqual([
      ["getNonce", undefined],
      ["verifyAuth", PROOF],
    ]);
    expect(signer.calls).toEqual([`antelope ${nonceNumber(1)}`]);
    expect(storedTokens()).toEqual({
      [ALICE]: { token: tokenNumber(1), expiresAt: NOW + SESSION_TOKEN_TTL_MS },
    });
    expect(shown).toEqual([]);
  });

  it("reuses the token: a reconnection and a reload bind with setUser {account, token}, no signature", async () => {
    const { open, signer } = setup();
    const first = open();
    first.socket.connectNow();
    await first.session.whenBound();
    first.socket.dropConnection();
    await expect(first.session.whenBound()).resolves.toEqual({ status: "offline" });
    first.socket.connectNow();
    await expect(first.session.whenBound()).resolves.toEqual({ status: "bound" });
    // A reload: a new socket and session over the same storage.
    const reloaded = open();
    reloaded.socket.connectNow();
    await expect(reloaded.session.whenBound()).resolves.toEqual({ status: "bound" });
    const setUser = ["setUser", { account: ALICE, token: tokenNumber(1) }];
    expect(first.socket.events().slice(2)).toEqual([setUser]);
    expect(reloaded.socket.events()).toEqual([setUser]);
    expect(signer.calls).toHaveLength(1);
  });

  it("a stale token (proofRequired) is replaced by a new proof, silently", async () => {
    const { open, server, storage, shown, storedTokens } = setup();
    const stale = tokenNumber(99);
    storage.setItem(
      SESSION_TOKENS_STORAGE_KEY,
      JSON.stringify({ [ALICE]: { token: stale, expiresAt: NOW + 1 } }),
    );
    const { socket, session } = open();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "bound" });
    expect(socket.events()).toEqual([
      ["setUser", { account: ALICE, token: stale }],
      ["getNonce", undefined],
      ["verifyAuth", PROOF],
    ]);
    expect(server.tokens.get(tokenNumber(1))).toBe(ALICE);
    expect(storedTokens()[ALICE].token).toBe(tokenNumber(1));
    expect(shown).toEqual([]);
  });

  it("an expired stored token is not sent", async () => {
    const { open, storage } = setup();
    const expired = { token: tokenNumber(98), expiresAt: NOW };
    storage.setItem(SESSION_TOKENS_STORAGE_KEY, JSON.stringify({ [ALICE]: expired }));
    const { socket, session } = open();
    socket.connectNow();
    await session.whenBound();
    expect(socket.events().map(([event]) => event)).toEqual(["getNonce", "verifyAuth"]);
  });

  it("a declined signature: no binding, 'User rejected signature' shown once, not asked again", async () => {
    const { open, signer, shown, storage } = setup();
    signer.failNext(new Error("User canceled request"));
    const { socket, session } = open();
    socket.connectNow();
    await expectDeclined(session, socket, shown);
    expect(storage.items.size).toBe(0);
    // A reconnection stays unbound without asking the wallet again.
    socket.dropConnection();
    socket.connectNow();
    await expectDeclined(session, socket, shown);
    expect(signer.calls).toHaveLength(1);
  });

  it("a proof the service refuses: its reason shown, not bound, nothing kept", async () => {
    const { open, server, shown, storage } = setup();
    server.refuseProof = "the proof is not signed by alice1111111@active's keys";
    const { socket, session } = open();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({
      status: "unproven",
      reason: "the proof is not signed by alice1111111@active's keys",
    });
    expect(shown).toEqual([
      "Could not sign in to the AMM service: the proof is not signed by alice1111111@active's keys",
    ]);
    expect(storage.items.size).toBe(0);
  });

  it("a wallet that fails (not a decline) is shown with its reason", async () => {
    const { open, signer, shown } = setup();
    signer.failNext(new Error("The Anchor session has ended; please log in again"));
    const { socket, session } = open();
    socket.connectNow();
    await session.whenBound();
    expect(shown).toEqual([
      "Could not sign in to the AMM service: The Anchor session has ended; please log in again",
    ]);
  });

  it("the browser wallet: personal_sign of the exact message by its address, then verifyAuthMetamask", async () => {
    const { open, signer, storedTokens } = setup(metamask);
    const { socket, session } = open();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "bound" });
    const nonce = nonceNumber(1);
    expect(signer.calls).toEqual([
      `ethereum ${ADDRESS} UX Network: sign in as alice1111111.\nThis proves you own the account and costs nothing.\nNonce: ${nonce}`,
    ]);
    expect(socket.events()).toEqual([
      ["getNonce", undefined],
      ["verifyAuthMetamask", { account: ALICE, address: ADDRESS, nonce, signature: ETH_SIGNATURE }],
    ]);
    expect(storedTokens()[ALICE].token).toBe(tokenNumber(1));
  });

  it("the browser wallet declining (EIP-1193 4001) reads 'User rejected signature'", async () => {
    const { open, signer, shown } = setup(metamask);
    signer.failNext({
      code: 4001,
      message: "MetaMask Personal Message Signature: User denied message signature.",
    });
    const { socket, session } = open();
    socket.connectNow();
    await expectDeclined(session, socket, shown);
  });

  it("logout revokes: loggedOut {account, token} on the open socket, storage cleared, nothing more", async () => {
    const { open, server, storage } = setup();
    const { socket, session } = open();
    socket.connectNow();
    await session.whenBound();
    endServiceSessions(ALICE, sessionTokenStore(storage));
    await flush();
    expect(socket.events().at(-1)).toEqual(["loggedOut", { account: ALICE, token: tokenNumber(1) }]);
    expect(server.revoked).toEqual([tokenNumber(1)]);
    expect(storage.items.size).toBe(0);
    await expect(session.whenBound()).resolves.toEqual({ status: "unproven", reason: "logged out" });
    socket.dropConnection();
    socket.connectNow();
    await flush();
    expect(socket.events()).toHaveLength(3);
    // The next login proves again.
    const next = open();
    next.socket.connectNow();
    await next.session.whenBound();
    expect(next.socket.events().map(([event]) => event)).toEqual(["getNonce", "verifyAuth"]);
  });

  it("a handshake overtaken by a disconnection sends nothing more; the next connection proves", async () => {
    const { open, signer } = setup();
    const held = signer.holdNext();
    const { socket, session } = open();
    socket.connectNow();
    const during = session.whenBound();
    await flush();
    socket.dropConnection();
    held.release();
    await expect(during).resolves.toEqual({ status: "offline" });
    await flush();
    expect(socket.events()).toEqual([["getNonce", undefined]]);
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "bound" });
    expect(socket.events()).toEqual([
      ["getNonce", undefined],
      ["getNonce", undefined],
      ["verifyAuth", PROOF],
    ]);
  });

  it("two sockets of one account ask the wallet once: the second binds with the first one's token", async () => {
    const { open, server, signer } = setup();
    const amm = open();
    const stake = open(server.attach(new FakeSocket()));
    amm.socket.connectNow();
    stake.socket.connectNow();
    await expect(amm.session.whenBound()).resolves.toEqual({ status: "bound" });
    await expect(stake.session.whenBound()).resolves.toEqual({ status: "bound" });
    expect(signer.calls).toHaveLength(1);
    expect(stake.socket.events()).toEqual([["setUser", { account: ALICE, token: tokenNumber(1) }]]);
  });

  it("no answer in time: offline, nothing shown, and the next connection tries again", async () => {
    const { open, server, shown } = setup();
    server.silent.add("getNonce");
    const { socket, session } = open();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "offline" });
    server.silent.clear();
    socket.dropConnection();
    socket.connectNow();
    await expect(session.whenBound()).resolves.toEqual({ status: "bound" });
    expect(shown).toEqual([]);
  });
});
