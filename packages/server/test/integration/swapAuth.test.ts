import { MAX_REFERRAL_LINKS_REACHED } from "@ux/core/accounts/socket";
import { ethereumOwnershipMessage } from "@ux/core/auth";
import { MAPPED_ETHEREUM_ACCOUNT_INDEX } from "@ux/devnet/genesis/scenarioAccounts";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import { signedProof } from "../support/provenSession";
import { startSwapChains, startSwapServices } from "./support/swapNetwork";
import { swapSuite } from "./support/swapSuite";
import type { SwapUser } from "./support/swapUser";

/*
 * Referral links on the swap socket need a proven session (the same machinery as the AMM and stake sockets).
 * A forged proof never binds: someone else's account, a nonce replayed (on this connection or another) or
 * never issued, an expired proof, a browser-wallet signature for an account its address is not linked to.
 * A proven account gets at most 50 unused links, then the spec's text.
 */

let chainId: string;
/** The services' clock (nonces, session tokens) runs this far ahead of the wall clock. */
let clockOffsetMs = 0;

const suite = swapSuite(async () => {
  const chains = await startSwapChains();
  const services = await startSwapServices(chains, { now: () => Date.now() + clockOffsetMs });
  chainId = chains.devnet.chains.ux?.chainId as string;
  return { ...chains, services, swapUrl: services.urls.swapSocket as string, log: [] };
});

const nonceOf = async (user: SwapUser) =>
  (await user.ask("getNonce")) as { nonce: string; expiresAt: number };
const NOT_PROVEN =
  "Prove your account before getNewCode: getNonce, verifyAuth (or verifyAuthMetamask), then setUser";

describe("verifyAuth on the swap socket", () => {
  it("answers getNonce with swapNonce, and binds a proof signed by the account's active key", async () => {
    const user = await suite.connect();
    const { nonce } = await nonceOf(user);
    expect(user.named("swapNonce")).toEqual([expect.objectContaining({ nonce })]);
    const answer = await user.ask(
      "verifyAuth",
      signedProof("alice", nonce, [testAccountKey("alice")], chainId),
    );
    expect(answer).toMatchObject({ account: "alice", token: expect.any(String) });
    expect(await user.ask("getCodes")).toEqual([]);
  });

  it.each([
    ["someone else's account", "bob", "alice", {}, "the proof is not signed by bob@active's keys"],
    ["an expired proof", "alice", "alice", { expiresInMs: -1_000 }, "the proof transaction has expired"],
  ] as const)("refuses %s", async (_case, account, signer, options, error) => {
    const user = await suite.connect();
    const { nonce } = await nonceOf(user);
    expect(
      await user.ask("verifyAuth", signedProof(account, nonce, [testAccountKey(signer)], chainId, options)),
    ).toEqual({ error });
    expect(await user.ask("getNewCode")).toEqual({ error: NOT_PROVEN });
  });

  it("refuses a replayed nonce, on the same connection or another, and one never issued", async () => {
    const first = await suite.connect();
    const { nonce } = await nonceOf(first);
    const proof = signedProof("carol", nonce, [testAccountKey("carol")], chainId);
    expect(await first.ask("verifyAuth", proof)).toMatchObject({ account: "carol" });
    const replayed = { error: "the nonce was not issued to this connection, was used already, or expired" };
    expect(await first.ask("verifyAuth", proof)).toEqual(replayed);
    const second = await suite.connect();
    expect(await second.ask("verifyAuth", proof)).toEqual(replayed);
    expect(await second.ask("getNewCode")).toEqual({ error: NOT_PROVEN });
  });

  it("refuses a nonce past its 5 minutes", async () => {
    const user = await suite.connect();
    const { nonce } = await nonceOf(user);
    clockOffsetMs = 5 * 60_000 + 1_000;
    try {
      const proof = signedProof("alice", nonce, [testAccountKey("alice")], chainId, {
        expiresInMs: 30 * 60_000,
      });
      expect(await user.ask("verifyAuth", proof)).toEqual({
        error: "the nonce was not issued to this connection, was used already, or expired",
      });
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("forgets the account on loggedOut, and its token no longer binds", async () => {
    const user = await suite.connect();
    const { nonce } = await nonceOf(user);
    const { token } = (await user.ask(
      "verifyAuth",
      signedProof("bob", nonce, [testAccountKey("bob")], chainId),
    )) as {
      token: string;
    };
    expect(await user.ask("loggedOut", { account: "bob", token })).toEqual({ ok: true });
    expect(await user.ask("getNewCode")).toEqual({ error: NOT_PROVEN });
    expect(await user.ask("setUser", { account: "bob", token })).toMatchObject({ proofRequired: true });
  });

  it("checks verifyAuthMetamask against the etheraccount row", async () => {
    const account = suite.network.ethereum.accounts[MAPPED_ETHEREUM_ACCOUNT_INDEX];
    if (!account) throw new Error("no mapped Hardhat account");
    const wallet = new Wallet(account.privateKey);
    const user = await suite.connect();
    const forged = await nonceOf(user);
    expect(
      await user.ask("verifyAuthMetamask", {
        account: "alice",
        address: wallet.address,
        nonce: forged.nonce,
        signature: await wallet.signMessage(ethereumOwnershipMessage("alice", forged.nonce)),
      }),
    ).toEqual({ error: `${wallet.address} is not mapped to alice by etheraccount` });
    const { nonce } = await nonceOf(user);
    expect(
      await user.ask("verifyAuthMetamask", {
        account: "ethmapped",
        address: wallet.address,
        nonce,
        signature: await wallet.signMessage(ethereumOwnershipMessage("ethmapped", nonce)),
      }),
    ).toMatchObject({ account: "ethmapped" });
  });
});

describe("referral links", () => {
  it("gives a proven account 12-character codes, at most 50 unused, then the spec's refusal", async () => {
    const user = await suite.connect();
    const { nonce } = await nonceOf(user);
    await user.ask("verifyAuth", signedProof("dave", nonce, [testAccountKey("dave")], chainId));
    const codes: string[] = [];
    // Each connection may ask 20 times a minute (orders and codes together): three connections.
    for (let batch = 0; batch < 3; batch++) {
      const client = batch === 0 ? user : await suite.connect();
      if (batch > 0) {
        const fresh = await nonceOf(client);
        await client.ask("verifyAuth", signedProof("dave", fresh.nonce, [testAccountKey("dave")], chainId));
      }
      while (codes.length < Math.min(50, (batch + 1) * 20)) {
        const answer = (await client.ask("getNewCode")) as { code: string };
        codes.push(answer.code);
      }
    }
    expect(new Set(codes).size).toBe(50);
    expect(codes.every((code) => /^[a-z0-9]{12}$/.test(code))).toBe(true);
    const last = await suite.connect();
    const fresh = await nonceOf(last);
    await last.ask("verifyAuth", signedProof("dave", fresh.nonce, [testAccountKey("dave")], chainId));
    expect(await last.ask("getNewCode")).toEqual({ error: MAX_REFERRAL_LINKS_REACHED });
    expect(last.named("msg")).toEqual(["Max referral links reached – You can only have 50 unused links"]);
    const list = await last.ask<{ code: string; users: number }[]>("getCodes");
    expect(list.map((entry) => entry.code).sort()).toEqual([...codes].sort());
    expect(await last.ask("getCodeUser", { code: codes[0] })).toEqual({
      code: codes[0],
      account: "dave",
      users: 0,
    });
    expect(await last.ask("getCodeUser", "nosuchcode12")).toEqual({
      code: "nosuchcode12",
      account: null,
      users: 0,
    });
  });
});
