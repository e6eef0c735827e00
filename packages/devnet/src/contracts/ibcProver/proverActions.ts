import type { ChainInit, HeavyProof } from "@ux/core/antelope";
import {
  initParsedChain,
  type ProverClock,
  verifyParsedHeavyProof,
  verifyParsedLightProof,
} from "@ux/core/antelope";
import {
  type ChainRow,
  chainInitOfInita,
  chainInitOfInitb,
  chainNameDataSchema,
  checkproofdDataSchema,
  checkproofeDataSchema,
  checkprooffDataSchema,
  heavyProofOf,
  initaDataSchema,
  initbDataSchema,
  lightProofOf,
  PROVER_ERRORS,
  PROVER_TABLES,
} from "@ux/core/bridge/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";
import { parseActionData } from "../framework/actionData";
import { type LoadedProver, loadChains, loadForChainId, saveProver } from "./proverStore";

/*
 * The prover's actions: each reads core's prover state from the tables, runs core's checker (the public
 * bridge contract's algorithm, core/antelope) and writes back what changed. A rejection is the checker's
 * reason as the assertion text, so a wallet shows e.g. "invalid block signature(s)".
 */

/** The caches' clock: the block time, as current_time_point() in the public contract. */
function clockOf(context: ActionContext): ProverClock {
  return { now: Math.floor(context.blockTimeMs / 1000) };
}

function initChain(context: ActionContext, init: ChainInit): void {
  context.requireAuth(context.self);
  const loaded = loadChains(context);
  const result = initParsedChain(loaded.state, init, clockOf(context));
  context.check(result.ok, result.ok ? "" : result.error);
  saveProver(context, loaded, result.state);
}

export function inita(context: ActionContext, data: unknown): void {
  initChain(context, chainInitOfInita(parseActionData(context, initaDataSchema, data)));
}

export function initb(context: ActionContext, data: unknown): void {
  initChain(context, chainInitOfInitb(parseActionData(context, initbDataSchema, data)));
}

/** The state of the chain a proof names; a disabled chain's proofs are refused before any check. */
function proverFor(context: ActionContext, chainId: string): LoadedProver {
  const loaded = loadForChainId(context, chainId);
  const refused = loaded.name !== undefined && loaded.enabled.get(loaded.name) === false;
  context.check(!refused, PROVER_ERRORS.chainDisabled);
  return loaded;
}

function proveHeavy(context: ActionContext, proof: HeavyProof): void {
  const loaded = proverFor(context, proof.blockProof.chainId);
  const result = verifyParsedHeavyProof(loaded.state, proof, {
    ...clockOf(context),
    // The chain's recover_key, as the public contract's signature checks use it.
    recoverKey: (digest, signature) => context.recoverKey(digest, signature),
  });
  context.check(result.ok, result.ok ? "" : result.error);
  saveProver(context, loaded, result.state);
  const { blockNum, blockMerkleRoot } = result.provenBlock;
  context.print(`proved block ${blockNum}, block merkle root ${blockMerkleRoot}\n`);
  for (const version of result.newScheduleVersions) context.print(`proved schedule ${version}\n`);
  if (result.provenAction) context.print(`proved action receipt ${result.provenAction.receiptDigest}\n`);
}

export function checkproofd(context: ActionContext, data: unknown): void {
  proveHeavy(context, heavyProofOf(parseActionData(context, checkproofdDataSchema, data)));
}

export function checkproofe(context: ActionContext, data: unknown): void {
  proveHeavy(context, heavyProofOf(parseActionData(context, checkproofeDataSchema, data)));
}

export function checkprooff(context: ActionContext, data: unknown): void {
  const proof = lightProofOf(parseActionData(context, checkprooffDataSchema, data));
  const loaded = proverFor(context, proof.blockProof.chainId);
  const result = verifyParsedLightProof(loaded.state, proof, clockOf(context));
  context.check(result.ok, result.ok ? "" : result.error);
  saveProver(context, loaded, result.state);
  context.print(`proved action receipt ${result.provenAction.receiptDigest}\n`);
}

function setEnabled(context: ActionContext, data: unknown, enabled: boolean): void {
  context.requireAuth(context.self);
  const { chain_name } = parseActionData(context, chainNameDataSchema, data);
  const chains = context.table<ChainRow>(context.self, PROVER_TABLES.chains);
  const row = chains.find(nameValue(chain_name));
  context.check(row !== undefined, PROVER_ERRORS.chainNotFound);
  chains.modify("", { ...row, enabled });
}

export function disable(context: ActionContext, data: unknown): void {
  setEnabled(context, data, false);
}

export function enable(context: ActionContext, data: unknown): void {
  setEnabled(context, data, true);
}
