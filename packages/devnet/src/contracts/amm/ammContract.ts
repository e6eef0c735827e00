import { AMM_ABI, AMM_ACTIONS } from "@ux/core/amm/contract";
import type { ActionContext, ContractDefinition } from "../../engine/execution/contractInterface";
import { actionHandlers } from "../framework/actionHandlers";
import { ammTableSpecs } from "./ammTables";
import { onTransfer, open, withdrawall } from "./balanceActions";
import { placeorder, ufxhop } from "./orderPlacement";
import { createpool, setconfig } from "./poolAdmin";
import { settle } from "./settleAction";

/** `report` changes nothing: it only puts an order's result in the settle trace (sent by the AMM itself). */
function report(context: ActionContext): void {
  context.requireAuth(context.self);
}

/**
 * The AMM (ARCHITECTURE 6) with core's on-chain interface (@ux/core/amm/contract): pools, AMM balances fed
 * by token transfers with memo 'Transfer to AMM', orders queued per pool and settled by the keeper with
 * core's math, outputs forwarded to wallets, a report per order. Deployed on the network's `amm` account,
 * whose active authority must include its eosio.code.
 */
export const ammContract: ContractDefinition = {
  id: "amm",
  abi: AMM_ABI,
  tables: ammTableSpecs,
  actions: actionHandlers(AMM_ACTIONS, {
    open,
    placeorder,
    ufxhop,
    withdrawall,
    settle,
    createpool,
    report,
    setconfig,
  }),
  // Any token contract's transfer: deposits are keyed by the notifying contract.
  notifications: { "*::transfer": onTransfer },
};
