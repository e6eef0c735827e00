import {
  WRAP_ERRORS,
  WRAP_LOCK_ACTIONS,
  WRAP_TOKEN_ACTIONS,
  wrapLockAccount,
  wrapTokenAccount,
} from "@ux/core/bridge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemAccountKey } from "../../../src/genesis/chainGenesis";
import { DEVNET_CHAIN_IDS } from "../../../src/genesis/chainIds";
import type { Devnet } from "../../../src/index";
import { type ActionInput, transfer } from "../../integration/chainClient";
import { outcome, refusedWith, testSigner } from "../ibcProver/support/proverOverHttp";
import {
  heavyProofOf,
  lightProofOf,
  push,
  pushed,
  reserveOf,
  startBridgeChains,
  supplyOf,
  type TestChain,
} from "./support/bridgeOverHttp";

// The paths wrapTransfers.test.ts leaves: issueb (light) and withdrawa (heavy) accepted, and the
// contracts' own authority and token checks refused.

let devnet: Devnet;
let chains: Record<"ux" | "eos", TestChain>;
const alice = testSigner("alice");
const bob = testSigner("bob");

beforeAll(async () => {
  ({ devnet, chains } = await startBridgeChains(["ux", "eos"]));
}, 60_000);

afterAll(async () => {
  await devnet?.stop();
});

const act = (account: string, name: string, actor: string, data: Record<string, unknown>): ActionInput => ({
  account,
  name,
  authorization: [{ actor, permission: "active" }],
  data,
});
const byAlice = (contract: string, name: string, proof: object) =>
  act(contract, name, "alice", { prover: "alice", ...proof });

describe("issueb and withdrawa", () => {
  it("issues EOS on ux by a light proof of the lock, and releases it on eos by a heavy proof of the retire", async () => {
    const lock = pushed(
      await push(chains.eos, [transfer("alice", wrapLockAccount("ux"), "2.5000 EOS", "dave")], [alice]),
    );
    const light = await lightProofOf(
      chains.eos,
      chains.ux,
      lock,
      wrapLockAccount("ux"),
      WRAP_LOCK_ACTIONS.emitxfer,
      alice,
    );
    const wrapped = wrapTokenAccount("eos");
    const issued = await push(chains.ux, [byAlice(wrapped, WRAP_TOKEN_ACTIONS.issueb, light)], [alice]);
    expect(outcome(issued)).toBe("accepted");
    expect(await chains.ux.client.balances("dave", wrapped)).toEqual(["1002.5000 EOS"]);
    expect(await supplyOf(chains.ux.client, wrapped, "EOS")).toBe(
      await reserveOf(chains.eos.client, "ux", "EOS"),
    );

    const retire = act(wrapped, WRAP_TOKEN_ACTIONS.retire, "dave", {
      owner: "dave",
      quantity: "1.5000 EOS",
      beneficiary: "bob",
    });
    const retired = pushed(await push(chains.ux, [retire], [testSigner("dave")]));
    const heavy = await heavyProofOf(chains.ux, retired, wrapped, WRAP_TOKEN_ACTIONS.emitxfer);
    const bobBefore = await chains.eos.client.balances("bob");
    const withdrawn = await push(
      chains.eos,
      [byAlice(wrapLockAccount("ux"), WRAP_LOCK_ACTIONS.withdrawa, heavy)],
      [alice],
    );
    expect(outcome(withdrawn)).toBe("accepted");
    expect(await chains.eos.client.balances("bob")).toEqual([
      `${(Number.parseFloat(bobBefore[0] as string) + 1.5).toFixed(4)} EOS`,
    ]);
    expect(await reserveOf(chains.eos.client, "ux", "EOS")).toBe("100000001.0000 EOS");
    expect(await supplyOf(chains.ux.client, wrapped, "EOS")).toBe("100000001.0000 EOS");

    const otherChain = JSON.parse(JSON.stringify(heavy));
    otherChain.blockproof.chain_id = DEVNET_CHAIN_IDS.telos;
    const refused = await push(
      chains.eos,
      [byAlice(wrapLockAccount("ux"), WRAP_LOCK_ACTIONS.withdrawa, otherChain)],
      [alice],
    );
    expect(outcome(refused)).toBe(refusedWith(WRAP_ERRORS.wrongChain));
  });
});

describe("the contracts' own checks", () => {
  const wrapped = wrapTokenAccount("eos");
  const xfer = {
    owner: "alice",
    quantity: { quantity: "1000.0000 EOS", contract: "eosio.token" },
    beneficiary: "alice",
  };

  it("refuses an emitxfer or init by anyone but the contract", async () => {
    for (const [chain, contract] of [
      [chains.eos, wrapLockAccount("ux")],
      [chains.ux, wrapped],
    ] as const) {
      const emit = await push(chain, [act(contract, "emitxfer", "alice", { xfer })], [alice]);
      expect(outcome(emit)).toBe(`missing authority of ${contract}`);
    }
    const init = await push(
      chains.ux,
      [
        act(wrapped, WRAP_TOKEN_ACTIONS.init, "alice", {
          chain_id: DEVNET_CHAIN_IDS.ux,
          bridge_contract: "ibc.prove",
          paired_chain_id: DEVNET_CHAIN_IDS.eos,
          paired_wraplock_contract: "alice",
          paired_token_contract: "eosio.token",
        }),
      ],
      [alice],
    );
    expect(outcome(init)).toBe(`missing authority of ${wrapped}`);
  });

  it("refuses a proof pushed in another account's name, accepts it in the pusher's own", async () => {
    const lock = pushed(
      await push(chains.eos, [transfer("alice", wrapLockAccount("ux"), "1.0000 EOS", "alice")], [alice]),
    );
    const heavy = await heavyProofOf(chains.eos, lock, wrapLockAccount("ux"), WRAP_LOCK_ACTIONS.emitxfer);
    const asBob = act(wrapped, WRAP_TOKEN_ACTIONS.issuea, "alice", { prover: "bob", ...heavy });
    expect(outcome(await push(chains.ux, [asBob], [alice]))).toBe("missing authority of bob");
    // Anyone may push a proof under their own name.
    const byBob = act(wrapped, WRAP_TOKEN_ACTIONS.issuea, "bob", { prover: "bob", ...heavy });
    expect(outcome(await push(chains.ux, [byBob], [bob]))).toBe("accepted");
    expect(await chains.ux.client.balances("alice", wrapped)).toEqual(["1001.0000 EOS"]);
  });

  it("refuses a lock of another token contract's tokens and a retire above the balance", async () => {
    const wrongToken = act(wrapped, "transfer", "alice", {
      from: "alice",
      to: wrapLockAccount("eos"),
      quantity: "1.0000 EOS",
      memo: "alice",
    });
    expect(outcome(await push(chains.ux, [wrongToken], [alice]))).toBe(
      refusedWith(WRAP_ERRORS.wrongTokenContract),
    );
    const tooMuch = act(wrapped, WRAP_TOKEN_ACTIONS.retire, "alice", {
      owner: "alice",
      quantity: "5000.0000 EOS",
      beneficiary: "alice",
    });
    expect(outcome(await push(chains.ux, [tooMuch], [alice]))).toBe(refusedWith("overdrawn balance"));
    const issueGenesis = act(wrapped, WRAP_TOKEN_ACTIONS.issuegenesis, wrapped, {
      to: "alice",
      quantity: "1.0000 EOS",
    });
    expect(
      outcome(await push(chains.ux, [issueGenesis], [{ actor: wrapped, key: systemAccountKey("ux") }])),
    ).toBe(refusedWith(WRAP_ERRORS.genesisOnly));
  });
});
