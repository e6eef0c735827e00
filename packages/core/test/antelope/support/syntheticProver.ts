import type { TaggedProducerSchedule } from "../../../src/antelope/producerSchedule";
import { initChain } from "../../../src/antelope/proverInit";
import { EMPTY_PROVER_STATE } from "../../../src/antelope/proverState";
import { authoritySchedule, initJson, SyntheticChain } from "../syntheticChain";

// Shared by the proverSynthetic*.test.ts files: a synthetic chain with known keys and a prover state on it.

export const CHAIN_ID = "ab".repeat(32);
export const PRODUCERS = ["alpha", "bravo", "charlie", "delta"];

export function expectOk<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got: ${(result as unknown as { error: string }).error}`);
  return result as Extract<T, { ok: true }>;
}

export function setUp(
  initial: TaggedProducerSchedule = authoritySchedule(1, PRODUCERS),
  returnValueActivated = 0,
) {
  const chain = new SyntheticChain(CHAIN_ID, initial);
  const state = expectOk(
    initChain(EMPTY_PROVER_STATE, initJson("testchain", CHAIN_ID, initial, returnValueActivated)),
  ).state;
  return { chain, state };
}

/** Four producers: 4 * 2 / 3 = 2 per round, so a heavy proof carries 4 BFT blocks. */
export function nextFour(chain: SyntheticChain): number[] {
  return chain.produceMany(4);
}

/** One block by each named producer, in order; their numbers. */
export function producedBy(chain: SyntheticChain, producers: readonly string[]): number[] {
  return producers.map((producer) => chain.produce({ producer }));
}

/** Two full rounds after a block of alpha's, each producer signing with its own key. */
export function roundsAfterAlpha(chain: SyntheticChain): number[] {
  return producedBy(chain, ["bravo", "charlie", "delta", "bravo"]);
}
