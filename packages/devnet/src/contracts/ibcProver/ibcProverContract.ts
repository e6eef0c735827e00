import { PROVER_ABI, PROVER_ACTIONS } from "@ux/core/bridge/contract";
import type { ContractDefinition } from "../../engine/execution/contractInterface";
import { checkproofd, checkproofe, checkprooff, disable, enable, inita, initb } from "./proverActions";
import { proverTableSpecs } from "./proverTables";

/**
 * The IBC prover (ARCHITECTURE.md §5.1), deployed as `ibc.prove` on every devnet chain: the public bridge
 * contract's ABI and tables, verifying with core's checker. Proofs are free for anyone to push; connecting,
 * disabling and enabling a chain need the contract's own authority.
 */
export const ibcProverContract: ContractDefinition = {
  id: "ibcprover",
  abi: PROVER_ABI,
  tables: proverTableSpecs,
  actions: {
    [PROVER_ACTIONS.inita]: inita,
    [PROVER_ACTIONS.initb]: initb,
    [PROVER_ACTIONS.checkproofd]: checkproofd,
    [PROVER_ACTIONS.checkproofe]: checkproofe,
    [PROVER_ACTIONS.checkprooff]: checkprooff,
    [PROVER_ACTIONS.disable]: disable,
    [PROVER_ACTIONS.enable]: enable,
  },
};
