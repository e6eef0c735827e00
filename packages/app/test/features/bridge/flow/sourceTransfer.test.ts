import type { BridgeToken } from "@ux/core/config";
import { describe, expect, it } from "vitest";
import {
  destinationContractOf,
  emitterOf,
  sourceTransferAction,
} from "../../../../src/features/bridge/flow/sourceActions";
import { runSourceTransfer } from "../../../../src/features/bridge/flow/sourceTransfer";
import { nativeBridgeToken } from "../bridgeTokens";
import { fakeChainOps, fakeNotify } from "./fakeChainOps";

const native = nativeBridgeToken("EOS", 4, "eos", "ux");
const wrapped: BridgeToken = {
  ...native,
  sourceLockTC: "ibc.wt.eos",
  wrapLockContract: "ibc.wl.ux",
  group: "wrapped",
};
const signer = { actor: "alice", permission: "active" };

describe("source action", () => {
  it("locks a native token with the beneficiary as memo", () => {
    expect(sourceTransferAction(native, signer, "bob", "1.0000 EOS")).toEqual({
      account: "eosio.token",
      name: "transfer",
      authorization: [signer],
      data: { from: "alice", to: "ibc.wl.ux", quantity: "1.0000 EOS", memo: "bob" },
    });
    expect(emitterOf(native)).toBe("ibc.wl.ux");
    expect(destinationContractOf(native)).toBe("ibc.wt.eos");
  });

  it("retires a wrapped token for the beneficiary", () => {
    expect(sourceTransferAction(wrapped, signer, "bob", "1.0000 EOS")).toEqual({
      account: "ibc.wt.eos",
      name: "retire",
      authorization: [signer],
      data: { owner: "alice", quantity: "1.0000 EOS", beneficiary: "bob" },
    });
    expect(emitterOf(wrapped)).toBe("ibc.wt.eos");
    expect(destinationContractOf(wrapped)).toBe("ibc.wl.ux");
  });
});

describe("source transfer", () => {
  const action = sourceTransferAction(native, signer, "bob", "1.0000 EOS");

  it("signs expiring in 320 s and waits for irreversibility", async () => {
    const source = fakeChainOps("alice", 812);
    const notify = fakeNotify();
    expect(await runSourceTransfer(source, action, notify)).toEqual({ transactionId: "tx1", blockNum: 812 });
    expect(source.signed).toEqual([{ actions: [action], expireSeconds: 320 }]);
    expect(source.pushed).toEqual([undefined]);
    expect(notify.shown).toEqual([]);
  });

  /** The transfer with `failure` set on the source chain: it ends with no transaction. */
  async function failingRun(failure: "failSign" | "failPush") {
    const source = fakeChainOps("alice");
    source[failure] = true;
    const notify = fakeNotify();
    expect(await runSourceTransfer(source, action, notify)).toBeNull();
    return { source, shown: notify.shown };
  }

  it("shows 'Error Signing' when the wallet does not sign", async () => {
    const { source, shown } = await failingRun("failSign");
    expect(shown).toEqual(["error:Error Signing"]);
    expect(source.pushed).toEqual([]);
  });

  it("shows 'Error Signing Bridge Transfer' until dismissed when the push fails", async () => {
    const { shown } = await failingRun("failPush");
    expect(shown).toEqual(["persistent:bridge-push-error:error:Error Signing Bridge Transfer"]);
  });
});
