import { buildTransaction, createChainClient, readTransactionHeader, signedWith } from "@ux/core/chainClient";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import type { BridgeChainOps } from "../packages/app/src/features/bridge/flow/bridgeChainOps";
import type { ProofSources } from "../packages/app/src/features/bridge/flow/collectProofs";
import { pushAndConfirm } from "../packages/app/src/features/bridge/flow/pushAndConfirm";
import { createPackedTransactionPusher } from "../packages/app/src/shared/chain/pushPackedTransaction";
import { AbiCache } from "../packages/server/src/chain/abiCache";
import { encodeAction } from "../packages/server/src/chain/actionData";
import { signTransaction } from "../packages/server/src/chain/keySigning";

/*
 * The bridge bench's stand-ins at the app's edges (bridge.bench.ts): a test account's key as the wallet, and
 * the proof sources, each noting when a transfer's steps happened.
 */

const now = () => performance.now();

/** When each step of one transfer happened (performance.now ms). */
export interface Marks {
  signed?: number;
  pushedBlock?: number;
  landed?: number;
  proofAsked?: number;
  proofAnswered?: number;
  kind?: "heavy" | "light";
}

/**
 * A devnet test account as the app's BridgeChainOps: the key signs what the wallet would (3 blocks behind
 * head), then the app's push and confirmation run as liveChainOps runs them.
 */
export function keyWallet(
  api: string,
  actor: string,
  marks: Marks,
  onPushed?: (blockNum: number) => void,
): BridgeChainOps {
  const node = createChainClient(api, { fetch });
  const abis = new AbiCache(node);
  const key = testAccountKey(actor);
  const push = createPackedTransactionPusher(node);
  return {
    signer: { actor, permission: "active" },
    async sign(actions, expireSeconds) {
      const { header, chainId } = await readTransactionHeader(node, { expireSeconds });
      const encoded = await Promise.all(
        actions.map(async (action) => encodeAction(action, await abis.get(action.account))),
      );
      const built = buildTransaction(header, encoded);
      marks.signed ??= now();
      return signedWith(built, [signTransaction(built.transaction, chainId, key)]);
    },
    async pushAndConfirm(signed, depth) {
      const landed = await pushAndConfirm(node, push, { pushGuarantee: false }, signed, depth, (near) => {
        marks.pushedBlock ??= near;
        onPushed?.(near);
      });
      marks.landed ??= now();
      return landed;
    },
  };
}

/** The app's proof sources, noting when the transfer's proof was asked for and answered, and which kind. */
export function timedSources(sources: ProofSources, marks: Marks): ProofSources {
  const timed =
    <Args extends unknown[], Answer>(kind: Marks["kind"], ask: (...args: Args) => Promise<Answer>) =>
    async (...args: Args) => {
      marks.kind = kind;
      marks.proofAsked = now();
      const answer = await ask(...args);
      marks.proofAnswered = now();
      return answer;
    };
  return {
    ...sources,
    heavyProof: timed("heavy", sources.heavyProof),
    lightProof: timed("light", sources.lightProof),
  };
}
