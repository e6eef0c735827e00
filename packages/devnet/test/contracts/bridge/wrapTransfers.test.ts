import {
  WRAP_ERRORS,
  WRAP_LOCK_ACTIONS,
  WRAP_TOKEN_ACTIONS,
  wrapLockAccount,
  wrapTokenAccount,
  xferOfActionData,
} from "@ux/core/bridge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVNET_CHAIN_IDS, type DevnetChainName } from "../../../src/genesis/chainIds";
import type { Devnet } from "../../../src/index";
import { type ActionInput, type RawResponse, transfer } from "../../integration/chainClient";
import { outcome, refusedWith, testSigner } from "../ibcProver/support/proverOverHttp";
import {
  heavyProofOf,
  lightProofOf,
  processedDigests,
  push,
  pushed,
  reserveOf,
  startBridgeChains,
  supplyOf,
  type TestChain,
  traceIndex,
} from "./support/bridgeOverHttp";

// Tokens carried across the devnet's bridge as the app carries them: locked on the native chain, issued on
// the other by a heavy proof of the lock's emitxfer; retired there, withdrawn by a light proof. Every proof
// is built from the source chain's HTTP API and checked by the destination's ibc.prove.

let devnet: Devnet;
let chains: Record<"ux" | "eos" | "wax", TestChain>;
const alice = testSigner("alice");
const bob = testSigner("bob");

beforeAll(async () => {
  ({ devnet, chains } = await startBridgeChains(["ux", "eos", "wax"]));
}, 60_000);

afterAll(async () => {
  await devnet?.stop();
});

const proofAction = (contract: string, name: string, data: object): ActionInput => ({
  account: contract,
  name,
  authorization: [{ actor: alice.actor, permission: "active" }],
  data: { prover: alice.actor, ...data },
});

/** Pushes a withdrawa/b or issuea/b on `chain`, proven by alice. */
const prove = (chain: TestChain, contract: string, name: string, proof: object) =>
  push(chain, [proofAction(contract, name, proof)], [alice]);

/** The native chain's reserves for `paired` equal the wrapped supply there. */
async function expectBacked(native: DevnetChainName, paired: "ux" | "eos", symbol: string) {
  const reserve = await reserveOf(chains[native as "eos"].client, paired, symbol);
  expect(await supplyOf(chains[paired].client, wrapTokenAccount(native), symbol)).toBe(reserve);
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const accepted = (response: RawResponse) => outcome(response);

let lock: RawResponse;

describe("a lock of EOS on eos for ux", () => {
  it("adds to ibc.wl.ux's reserves and emits an xfer for the memo's beneficiary", async () => {
    expect(await reserveOf(chains.eos.client, "ux", "EOS")).toBe("100000000.0000 EOS");
    await expectBacked("eos", "ux", "EOS");
    lock = pushed(
      await push(chains.eos, [transfer("alice", wrapLockAccount("ux"), "10.0000 EOS", "bob")], [alice]),
    );
    expect(await reserveOf(chains.eos.client, "ux", "EOS")).toBe("100000010.0000 EOS");
    const emitted = lock.json.processed.action_traces.find(
      (t: { act: { name: string } }) => t.act.name === WRAP_LOCK_ACTIONS.emitxfer,
    );
    expect(xferOfActionData(emitted.act.hex_data)).toEqual({
      owner: "alice",
      quantity: { quantity: "10.0000 EOS", contract: "eosio.token" },
      beneficiary: "bob",
    });
  });

  it("refuses a memo that is not an account name", async () => {
    const refused = await push(
      chains.eos,
      [transfer("alice", wrapLockAccount("ux"), "1.0000 EOS", "Bob!")],
      [alice],
    );
    expect(outcome(refused)).toBe(refusedWith(WRAP_ERRORS.badBeneficiary));
  });
});

describe("issuea on ux by a heavy proof of the lock's emitxfer", () => {
  const wrapped = wrapTokenAccount("eos");

  it("refuses a forged proof, another chain's proof and another contract's emitxfer", async () => {
    const proof = await heavyProofOf(chains.eos, lock, wrapLockAccount("ux"), WRAP_LOCK_ACTIONS.emitxfer);
    const forged = copy(proof) as { actionproof: { action: { data: string } } };
    // 10.0000 EOS becomes 100.0000 EOS: the xfer still decodes, the receipt's act_digest no longer matches.
    const data = forged.actionproof.action.data;
    expect(data.slice(16, 24)).toBe("a0860100");
    forged.actionproof.action.data = `${data.slice(0, 16)}40420f00${data.slice(24)}`;
    expect(xferOfActionData(forged.actionproof.action.data)?.quantity.quantity).toBe("100.0000 EOS");
    expect(accepted(await prove(chains.ux, wrapped, WRAP_TOKEN_ACTIONS.issuea, forged))).toBe(
      refusedWith("digest of action doesn't match the digest in action_receipt"),
    );

    const otherChain = copy(proof) as { blockproof: { chain_id: string } };
    otherChain.blockproof.chain_id = DEVNET_CHAIN_IDS.wax;
    expect(accepted(await prove(chains.ux, wrapped, WRAP_TOKEN_ACTIONS.issuea, otherChain))).toBe(
      refusedWith(WRAP_ERRORS.wrongChain),
    );

    // A real emitxfer of eos' lock for wax, and the token transfer of the genuine lock.
    const forWax = pushed(
      await push(chains.eos, [transfer("alice", wrapLockAccount("wax"), "1.0000 EOS", "bob")], [alice]),
    );
    const waxProof = await heavyProofOf(
      chains.eos,
      forWax,
      wrapLockAccount("wax"),
      WRAP_LOCK_ACTIONS.emitxfer,
    );
    expect(accepted(await prove(chains.ux, wrapped, WRAP_TOKEN_ACTIONS.issuea, waxProof))).toBe(
      refusedWith(WRAP_ERRORS.wrongLockAccount),
    );
    const transferProof = await heavyProofOf(chains.eos, lock, "eosio.token", "transfer");
    expect(accepted(await prove(chains.ux, wrapped, WRAP_TOKEN_ACTIONS.issuea, transferProof))).toBe(
      refusedWith(WRAP_ERRORS.wrongLockAccount),
    );
    expect(await processedDigests(chains.ux.client, wrapped)).toEqual([]);
  });

  it("issues the locked quantity to the beneficiary once; the replay is refused by processed", async () => {
    const before = await chains.ux.client.balances("bob", wrapped);
    expect(before).toEqual(["1000.0000 EOS"]);
    const proof = await heavyProofOf(chains.eos, lock, wrapLockAccount("ux"), WRAP_LOCK_ACTIONS.emitxfer);
    expect(accepted(await prove(chains.ux, wrapped, WRAP_TOKEN_ACTIONS.issuea, proof))).toBe("accepted");
    expect(await chains.ux.client.balances("bob", wrapped)).toEqual(["1010.0000 EOS"]);
    await expectBacked("eos", "ux", "EOS");
    expect(await processedDigests(chains.ux.client, wrapped)).toHaveLength(1);
    expect(accepted(await prove(chains.ux, wrapped, WRAP_TOKEN_ACTIONS.issuea, proof))).toBe(
      refusedWith(WRAP_ERRORS.alreadyProved),
    );
    expect(await chains.ux.client.balances("bob", wrapped)).toEqual(["1010.0000 EOS"]);
  });
});

describe("a retire on ux, withdrawn on eos by a light proof", () => {
  const wrapped = wrapTokenAccount("eos");

  it("burns the wrapped tokens, then releases the reserve to the beneficiary once", async () => {
    const retire = {
      account: wrapped,
      name: WRAP_TOKEN_ACTIONS.retire,
      authorization: [{ actor: "bob", permission: "active" }],
      data: { owner: "bob", quantity: "4.0000 EOS", beneficiary: "carol" },
    };
    const retired = pushed(await push(chains.ux, [retire], [bob]));
    expect(await supplyOf(chains.ux.client, wrapped, "EOS")).toBe("100000006.0000 EOS");
    const index = traceIndex(retired, wrapped, WRAP_TOKEN_ACTIONS.emitxfer);
    const emitted = [...retired.json.processed.action_traces].sort(
      (a, b) => a.receipt.global_sequence - b.receipt.global_sequence,
    )[index];
    expect(xferOfActionData(emitted.act.hex_data)).toEqual({
      owner: "bob",
      quantity: { quantity: "4.0000 EOS", contract: "eosio.token" },
      beneficiary: "carol",
    });

    const carolBefore = await chains.eos.client.balances("carol");
    const light = await lightProofOf(
      chains.ux,
      chains.eos,
      retired,
      wrapped,
      WRAP_TOKEN_ACTIONS.emitxfer,
      alice,
    );
    const lockOnEos = wrapLockAccount("ux");
    expect(accepted(await prove(chains.eos, lockOnEos, WRAP_LOCK_ACTIONS.withdrawb, light))).toBe("accepted");
    expect(await chains.eos.client.balances("carol")).toEqual([
      `${(Number.parseFloat(carolBefore[0] as string) + 4).toFixed(4)} EOS`,
    ]);
    await expectBacked("eos", "ux", "EOS");
    expect(accepted(await prove(chains.eos, lockOnEos, WRAP_LOCK_ACTIONS.withdrawb, light))).toBe(
      refusedWith(WRAP_ERRORS.alreadyProved),
    );
  });

  it("refuses a withdrawal by an emitxfer of a lock rather than of ibc.wt.ux, and carries UTX the other way", async () => {
    const utxLock = pushed(
      await push(chains.ux, [transfer("alice", wrapLockAccount("eos"), "5.0000 UTX", "bob")], [alice]),
    );
    const proof = await heavyProofOf(chains.ux, utxLock, wrapLockAccount("eos"), WRAP_LOCK_ACTIONS.emitxfer);
    expect(accepted(await prove(chains.eos, wrapLockAccount("ux"), WRAP_LOCK_ACTIONS.withdrawa, proof))).toBe(
      refusedWith(WRAP_ERRORS.wrongTokenAccount),
    );
    expect(accepted(await prove(chains.eos, wrapTokenAccount("ux"), WRAP_TOKEN_ACTIONS.issuea, proof))).toBe(
      "accepted",
    );
    expect(await chains.eos.client.balances("bob", wrapTokenAccount("ux"))).toEqual(["5.0000 UTX"]);
    expect(await reserveOf(chains.ux.client, "eos", "UTX")).toBe("5.0000 UTX");
    await expectBacked("ux", "eos", "UTX");
  });
});

describe("WAX (8 decimals) from wax to ux", () => {
  it("locks 1.23456789 WAX and issues exactly that on ux", async () => {
    const waxLock = pushed(
      await push(chains.wax, [transfer("alice", wrapLockAccount("ux"), "1.23456789 WAX", "carol")], [alice]),
    );
    const proof = await heavyProofOf(chains.wax, waxLock, wrapLockAccount("ux"), WRAP_LOCK_ACTIONS.emitxfer);
    const wrapped = wrapTokenAccount("wax");
    expect(await chains.ux.client.balances("carol", wrapped)).toEqual(["20000.00000000 WAX"]);
    expect(accepted(await prove(chains.ux, wrapped, WRAP_TOKEN_ACTIONS.issuea, proof))).toBe("accepted");
    expect(await chains.ux.client.balances("carol", wrapped)).toEqual(["20001.23456789 WAX"]);
    expect(await reserveOf(chains.wax.client, "ux", "WAX")).toBe("100000001.23456789 WAX");
    await expectBacked("wax", "ux", "WAX");
  });
});
