import { STAKE_ABI, STAKE_ACTIONS } from "@ux/core/stake/contract";
import type { ContractDefinition } from "../../engine/execution/contractInterface";
import { actionHandlers } from "../framework/actionHandlers";
import { tokenTableSpecs } from "../token/tokenLedger";
import { combine, split, transfer } from "./instrumentActions";
import { redeem, setconfig, stake, unstake, withdraw } from "./stakeActions";
import { stakeTableSpecs } from "./stakeTables";
import { onTransfer } from "./stakeTransfers";

/**
 * QuickStake (ARCHITECTURE.md §7) with core's interface and quotes: deposits and the reward pool fed by
 * token transfers, stakes co-signed by the operator, unstakes at unwind.tc, redeems 1:1 after expiry; and the
 * token contract of its TU/TC instruments (split from a deposit, combined back, transferred like any token).
 * Deployed on `stake.ux`, whose active authority must include its eosio.code (it sends rewards and payouts).
 */
export const stakeContract: ContractDefinition = {
  id: "quickstake",
  abi: STAKE_ABI,
  tables: { ...stakeTableSpecs, ...tokenTableSpecs },
  actions: actionHandlers(STAKE_ACTIONS, {
    setconfig,
    stake,
    unstake,
    redeem,
    withdraw,
    split,
    combine,
    transfer,
  }),
  notifications: { "*::transfer": onTransfer },
};
