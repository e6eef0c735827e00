import type { ChainClient } from "@ux/core/chainClient";
import type { AbiCache } from "../chain/abiCache";
import type { ServiceDb } from "../db/database";
import type { SwapJobState } from "../db/schema";
import { type SwapJob, type SwapJobPatch, swapJob, updateSwapJob } from "../db/swapJobStore";
import type { AntelopeSender, AntelopeSigner } from "./antelopeSender";
import type { EthereumChain } from "./ethereumChain";
import type { EthereumRefunder } from "./ethereumRefunder";
import type { AntelopePayerConfig, EthereumConfig } from "./swapConfig";
import type { SwapNotifier } from "./swapNotifier";
import type { UxActionContext } from "./uxActions";

/*
 * What the job steps share: the database, the chains (UX, the EOSIO payers, Ethereum) with the signers the
 * config gives, and `move`, the one way a job changes state: a compare-and-set on the state it leaves, then
 * its followers are told the news.
 */

export interface PayerChainContext {
  config: AntelopePayerConfig;
  chain: Pick<ChainClient, "getInfo">;
  abis: Pick<AbiCache, "get">;
  sender: AntelopeSender;
  signer: AntelopeSigner;
}

export interface JobContext {
  db: ServiceDb;
  now: () => number;
  log: (message: string) => void;
  notifier: SwapNotifier;
  ux: { sender: AntelopeSender; signer: AntelopeSigner; actions: UxActionContext };
  payers: ReadonlyMap<string, PayerChainContext>;
  ethereum: { config: EthereumConfig; chain: EthereumChain; refunder: EthereumRefunder } | null;
  expireSeconds: number;
  /** Tells the worker (on whichever instance leads it) that a paid job waits to be moved. */
  announceJob?: () => void;
}

/**
 * Moves `job` from its current state (and stored transactions) with `patch`; null (nothing told) when
 * another pass moved it first.
 */
export async function move(context: JobContext, job: SwapJob, patch: SwapJobPatch): Promise<SwapJob | null> {
  const moved = await updateSwapJob(context.db, job.id, job.state as SwapJobState, patch, context.now(), job);
  if (!moved) return null;
  const next = await swapJob(context.db, job.id);
  if (next !== null && patch.state !== undefined && patch.state !== job.state) context.notifier.publish(next);
  return next;
}

/** Sends the job to refunding with the reason the payer is told. */
export function refund(context: JobContext, job: SwapJob, error: string): Promise<SwapJob | null> {
  context.log(`swap job ${job.id}: refunding: ${error}`);
  return move(context, job, { state: "refunding", error });
}

/** Ends a job whose payment never moved money (refused, reverted, dropped, never made). */
export function fail(context: JobContext, job: SwapJob, error: string): Promise<SwapJob | null> {
  context.log(`swap job ${job.id}: failed: ${error}`);
  return move(context, job, { state: "failed", error });
}
