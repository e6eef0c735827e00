import { readFileSync } from "node:fs";

// The real Jungle4 proofs live in the shared test data beside the repository (shared/test-vectors).
const VECTORS_DIR = new URL("../../../../../shared/test-vectors/ibc-jungle4/", import.meta.url);

export function readVector(fileName: string): unknown {
  return JSON.parse(readFileSync(new URL(fileName, VECTORS_DIR), "utf8"));
}

/** A fresh deep copy each call, so a test may mutate it freely. */
export const jungle4 = {
  schedule36: () => readVector("schedule-jungle4-36.json"),
  heavy24562480: () => readVector("heavy-proof-a-24562480.json"),
  heavy24562919: () => readVector("heavy-proof-a-24562919.json"),
  heavy24563672: () => readVector("heavy-proof-a-24563672.json"),
  light22531781: () => readVector("light-proof-22531781.json"),
};
