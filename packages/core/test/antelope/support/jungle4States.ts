import { beforeAll } from "vitest";
import { verifyHeavyProof } from "../../../src/antelope/heavyProof";
import { initChain } from "../../../src/antelope/proverInit";
import { EMPTY_PROVER_STATE, type ProverState } from "../../../src/antelope/proverState";
import { jungle4 } from "../jungle4Vectors";

/**
 * The three Jungle4 heavy proof files and the prover state each one is verified in (schedule 36 initialised,
 * then the earlier files proven in turn). Call inside a describe: the states are filled before its tests.
 */
export function useJungle4States() {
  const states: Record<string, ProverState> = {};
  const files = {
    "heavy-proof-a-24562480": jungle4.heavy24562480,
    "heavy-proof-a-24562919": jungle4.heavy24562919,
    "heavy-proof-a-24563672": jungle4.heavy24563672,
  } as const;

  beforeAll(() => {
    const init = initChain(EMPTY_PROVER_STATE, jungle4.schedule36());
    if (!init.ok) throw new Error(init.error);
    states["heavy-proof-a-24562480"] = init.state;
    const first = verifyHeavyProof(init.state, jungle4.heavy24562480());
    if (!first.ok) throw new Error(first.error);
    states["heavy-proof-a-24562919"] = first.state;
    const second = verifyHeavyProof(first.state, jungle4.heavy24562919());
    if (!second.ok) throw new Error(second.error);
    states["heavy-proof-a-24563672"] = second.state;
  });

  return { states, files };
}
