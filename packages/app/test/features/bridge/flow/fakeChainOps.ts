import type { ActionInput } from "@ux/core/chainClient";
import type { BridgeChainOps } from "../../../../src/features/bridge/flow/bridgeChainOps";

/** A chain whose wallet and node are scripted: each sign and push is recorded and may fail once. */
export interface FakeChainOps extends BridgeChainOps {
  readonly signed: { actions: readonly ActionInput[]; expireSeconds: number }[];
  readonly pushed: (number | undefined)[];
  failSign: boolean;
  failPush: boolean;
}

export function fakeChainOps(actor: string, blockNum = 500): FakeChainOps {
  const ops: FakeChainOps = {
    signer: { actor, permission: "active" },
    signed: [],
    pushed: [],
    failSign: false,
    failPush: false,
    async sign(actions, expireSeconds) {
      if (ops.failSign) throw new Error("User rejected signature");
      ops.signed.push({ actions, expireSeconds });
      return { id: `tx${ops.signed.length}`, packedTrx: "00", signatures: ["SIG"] };
    },
    async pushAndConfirm(signed, depth) {
      if (ops.failPush) throw new Error("assertion failure with message: action already proved");
      ops.pushed.push(depth);
      return { transactionId: signed.id, blockNum };
    },
  };
  return ops;
}

export function fakeNotify() {
  const shown: string[] = [];
  return {
    shown,
    error: (message: string) => void shown.push(`error:${message}`),
    persistent: (key: string, message: string, variant?: string) =>
      void shown.push(`persistent:${key}:${variant}:${message}`),
  };
}
