import {
  type ActionProof,
  type ActionReceipt,
  actionProofAt,
  actionProofToJson,
  actionReceiptDigest,
  bftBlocksFor,
  heavyProofFromBlocks,
  lightProofFromBlocks,
  type NodeosBlock,
  type ProofBlocks,
} from "@ux/core/antelope";
import type { BlockFollower } from "./blockFollower";
import type { BlockReceipts } from "./blockReceipts";
import type { ProofNode } from "./proofNode";
import type { HeavyProofRequest, LightProofRequest, ProofRequest, ProofServerMessage } from "./proofProtocol";

/** Past this many blocks after the target without two BFT rounds, the schedule cannot finalise it. */
const MAX_BFT_SPAN = 2_000;
/** Blocks fetched at once when a proof needs blocks the follower no longer keeps whole. */
const FETCH_CHUNK = 50;

type Send = (message: ProofServerMessage) => void;

/** A request failed for a reason the client should read. */
class RequestError extends Error {}

/** Answers the protocol's requests from the follower's state and the chain's public API. */
export class ProofRequests {
  constructor(
    private readonly follower: BlockFollower,
    private readonly node: ProofNode,
    private readonly receipts: BlockReceipts,
  ) {}

  async handle(request: ProofRequest, send: Send, signal: AbortSignal): Promise<void> {
    try {
      if (request.type === "getDbStatus") return send({ type: "getDbStatus", data: await this.status() });
      if (request.type === "getBlockActions") {
        const txs = await this.blockActions(request.block_to_prove, signal);
        return send({ type: "getBlockActions", query: request, txs });
      }
      if (request.type === "heavyProof") return send(await this.heavy(request, send, signal));
      return send(await this.light(request, send, signal));
    } catch (error) {
      if (signal.aborted) return;
      const text =
        error instanceof RequestError ? error.message : `proof failed: ${(error as Error).message}`;
      send({ type: "error", error: text, query: request });
    }
  }

  /** The database's state: what the follower followed, stored first (it stores every few seconds). */
  private async status() {
    const lastBlock = await this.follower.storedThrough();
    return {
      chainId: this.follower.chainId,
      firstBlock: 1,
      lastBlock,
      minBlockToProve: 2,
      lastIrreversibleBlock: this.follower.lastIrreversible,
    };
  }

  private async heavy(
    request: HeavyProofRequest,
    send: Send,
    signal: AbortSignal,
  ): Promise<ProofServerMessage> {
    const target = request.block_to_prove;
    if (target < 2) throw new RequestError("Block 1 cannot be proven");
    const digest = digestOf(request);
    const progress = progressReporter(send);
    const blocks = new Map<number, NodeosBlock>();
    const start = this.follower.lastBlock;
    // A follower still catching up (a first start) reports its way to the block.
    await this.follower.waitFor(
      target,
      () => progress(Math.floor(percent(this.follower.lastBlock - start, target - start) / 2)),
      signal,
    );
    const actionProof = digest ? await this.actionProof(target, blocks, digest) : undefined;
    const { json: proof, lastBft } = await this.heavyOf(target, blocks, signal, progress, actionProof);
    // Each schedule the proofs are signed under must be on the prover first: the proofs of the blocks that
    // proposed them, in version order (a client skips the versions its prover's schedules table has).
    const scheduleProofs = [];
    for (const schedule of this.follower.knownSchedules()) {
      const at = schedule.proposedIn;
      // Blocks after a proposal are signed over the proposed schedule's hash, the BFT blocks included.
      if (at === null || at === target || at > lastBft) continue;
      const { json: scheduleProof } = await this.heavyOf(at, blocks, signal, () => {});
      scheduleProofs.push({ version: schedule.version, block_num: at, proof: scheduleProof });
    }
    progress(100);
    return {
      type: "proof",
      query: request,
      proof,
      ...(digest ? { action_receipt_digest: digest } : {}),
      schedule_proofs: scheduleProofs,
    };
  }

  private async light(
    request: LightProofRequest,
    send: Send,
    signal: AbortSignal,
  ): Promise<ProofServerMessage> {
    const target = request.block_to_prove;
    const last = request.last_proven_block;
    if (target >= last) throw new RequestError("block_to_prove must be below last_proven_block");
    const digest = digestOf(request);
    if (!digest) throw new RequestError("A light proof needs action_receipt or action_receipt_digest");
    const progress = progressReporter(send);
    const start = this.follower.lastBlock;
    await this.follower.waitFor(
      last - 1,
      () => progress(percent(this.follower.lastBlock - start, last - 1 - start)),
      signal,
    );
    const blocks = new Map<number, NodeosBlock>();
    await this.fetchMissing(blocks, target, target);
    const actionProof = await this.actionProof(target, blocks, digest);
    const proof = lightProofFromBlocks(this.source(blocks), target, last, actionProof);
    progress(100);
    return { type: "proof", query: request, proof, action_receipt_digest: digest };
  }

  private async blockActions(blockNum: number, signal: AbortSignal) {
    await this.follower.waitFor(blockNum, () => {}, signal);
    const block = this.follower.cached(blockNum) ?? (await this.node.block(blockNum));
    const byTransaction = new Map<string, unknown[]>();
    for (const receipted of await this.receipts.of(blockNum, block.action_mroot)) {
      const json = actionProofToJson({ ...receipted, amproofpath: [] });
      const entry = {
        action_receipt_digest: actionReceiptDigest(receipted.receipt),
        transactionId: receipted.trxId,
        receiver: receipted.receipt.receiver,
        action: json.action,
        receipt: json.receipt,
        returnvalue: json.returnvalue,
      };
      byTransaction.set(receipted.trxId, [...(byTransaction.get(receipted.trxId) ?? []), entry]);
    }
    return [...byTransaction.values()];
  }

  /** A heavy proof of `target`, waiting for its BFT blocks; with the last of them. */
  private async heavyOf(
    target: number,
    blocks: Map<number, NodeosBlock>,
    signal: AbortSignal,
    progress: (value: number) => void,
    actionProof?: ActionProof,
  ) {
    await this.follower.waitFor(target, () => {}, signal);
    await this.fetchMissing(blocks, target, target);
    const version = (blocks.get(target) as NodeosBlock).schedule_version;
    const schedule = this.follower.schedule(version);
    if (!schedule)
      throw new RequestError(`Producer schedule version ${version} is not known to this proof server`);
    const threshold = Math.floor((schedule.producers.length * 2) / 3);
    const expected = 2 * (threshold + 1) * 12;
    for (;;) {
      await this.fetchMissing(
        blocks,
        target + 1,
        Math.min(this.follower.lastBlock, target + FETCH_CHUNK * 4),
      );
      const bft = bftBlocksFor(this.source(blocks), target, threshold);
      if (bft) {
        const json = heavyProofFromBlocks(this.source(blocks), target, threshold, actionProof);
        return { json, lastBft: bft[bft.length - 1] ?? target };
      }
      if (this.follower.lastBlock - target > MAX_BFT_SPAN) {
        throw new RequestError("Not enough producers at this block height");
      }
      progress(Math.min(99, percent(this.follower.lastBlock - target, expected)));
      await this.fetchMissing(blocks, target + 1, this.follower.lastBlock);
      if (bftBlocksFor(this.source(blocks), target, threshold)) continue;
      await this.follower.waitFor(this.follower.lastBlock + 1, () => {}, signal);
    }
  }

  private async actionProof(target: number, blocks: Map<number, NodeosBlock>, digest: string) {
    await this.fetchMissing(blocks, target, target);
    const block = blocks.get(target) as NodeosBlock;
    const ordered = await this.receipts.of(target, block.action_mroot);
    const index = ordered.findIndex(({ receipt }) => actionReceiptDigest(receipt) === digest);
    if (index < 0) throw new RequestError(`Action receipt ${digest} is not in block ${target}`);
    return actionProofAt(ordered, index);
  }

  /** Blocks from..to into `blocks`, from the follower's recent ones or else from get_block. */
  private async fetchMissing(blocks: Map<number, NodeosBlock>, from: number, to: number) {
    const missing: number[] = [];
    for (let num = from; num <= to; num++) {
      if (blocks.has(num)) continue;
      const cached = this.follower.cached(num);
      if (cached) blocks.set(num, cached);
      else missing.push(num);
    }
    for (let i = 0; i < missing.length; i += FETCH_CHUNK) {
      const chunk = missing.slice(i, i + FETCH_CHUNK);
      for (const block of await Promise.all(chunk.map((num) => this.node.block(num)))) {
        blocks.set(block.block_num, block);
      }
    }
  }

  private source(blocks: Map<number, NodeosBlock>): ProofBlocks {
    return {
      chainId: this.follower.chainId,
      blockIds: this.follower.blockIds,
      blockAt: (num) => blocks.get(num),
    };
  }
}

function digestOf(request: HeavyProofRequest | LightProofRequest): string | undefined {
  if (request.action_receipt) {
    const receipt: ActionReceipt = {
      receiver: request.action_receipt.receiver,
      actDigest: request.action_receipt.act_digest.toLowerCase(),
      globalSequence: request.action_receipt.global_sequence,
      recvSequence: request.action_receipt.recv_sequence,
      authSequence: request.action_receipt.auth_sequence,
      codeSequence: request.action_receipt.code_sequence,
      abiSequence: request.action_receipt.abi_sequence,
    };
    return actionReceiptDigest(receipt);
  }
  return request.action_receipt_digest?.toLowerCase();
}

const percent = (done: number, total: number) => Math.max(0, Math.floor((100 * done) / Math.max(1, total)));

/** Sends progress only when it grows, as the public server does. */
function progressReporter(send: Send): (value: number) => void {
  let last = -1;
  return (value) => {
    const clamped = Math.min(100, value);
    if (clamped <= last) return;
    last = clamped;
    send({ type: "progress", progress: clamped });
  };
}
