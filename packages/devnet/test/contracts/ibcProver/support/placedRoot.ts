import {
  type LastProofRowJson,
  lastProofRowOf,
  PROVER_CONTRACT,
  PROVER_TABLES,
} from "@ux/core/bridge/contract";
import { proverTableSpecs } from "../../../../src/contracts/ibcProver/proverTables";
import type { ChainEngine } from "../../../../src/engine/chainEngine";
import { ContractTableHandle } from "../../../../src/engine/execution/tableHandle";

/**
 * Writes a proven root straight into ibc.prove's lastproofs, as the vectors' README allows for the light
 * proof, whose root a heavy proof of a block outside the vectors established.
 */
export function placeProvenRoot(engine: ChainEngine, chain: string, blockHeight: number, root: string): void {
  const table = new ContractTableHandle<LastProofRowJson>(
    {
      tables: engine.state.tables,
      isAccount: (name) => engine.state.accounts.has(name),
      changeRam: () => {},
    },
    PROVER_CONTRACT,
    chain,
    PROVER_TABLES.lastproofs,
    proverTableSpecs[PROVER_TABLES.lastproofs],
    engine.codecOf(PROVER_CONTRACT),
    true,
  );
  const id = table.count();
  table.emplace(
    PROVER_CONTRACT,
    lastProofRowOf({ id, blockHeight, blockMerkleRoot: root, expiry: 4_000_000_000 }),
  );
}
