import { PROVER_ABI, PROVER_ACTIONS } from "@ux/core/bridge/contract";
import type { ContractDefinition } from "../../engine/execution/contractInterface";
import { actionHandlers } from "../framework/actionHandlers";
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
  actions: actionHandlers(PROVER_ACTIONS, {
    inita,
    initb,
    checkproofd,
    checkproofe,
    checkprooff,
    disable,
    enable,
  }),
};
