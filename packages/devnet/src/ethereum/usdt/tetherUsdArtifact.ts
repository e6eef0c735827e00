import { z } from "zod";
import artifactJson from "./tetherUsdArtifact.json" with { type: "json" };

export const TETHER_USD_CONTRACT_NAME = "TetherUsd";

/** What startEthereumDevnet deploys: the ABI and creation bytecode, with what produced them. */
export const tetherUsdArtifactSchema = z.object({
  contractName: z.literal(TETHER_USD_CONTRACT_NAME),
  compilerVersion: z.string(),
  /** sha256 of TetherUsd.sol when compiled: a test tells a stale artifact from a fresh one. */
  sourceSha256: z.string().regex(/^[0-9a-f]{64}$/),
  abi: z.array(z.record(z.string(), z.unknown())),
  bytecode: z.string().regex(/^0x[0-9a-f]+$/),
});
export type TetherUsdArtifact = z.infer<typeof tetherUsdArtifactSchema>;

/**
 * The committed artifact (regenerate with `npx tsx packages/devnet/src/ethereum/usdt/writeTetherUsdArtifact.ts`).
 * Committed rather than compiled at start: solc is a dev dependency, loading it costs ~9 MB and ~1 s per
 * start, and fixed bytes make every devnet deploy the same contract.
 */
export function tetherUsdArtifact(): TetherUsdArtifact {
  return tetherUsdArtifactSchema.parse(artifactJson);
}
