import { STAKE_ABI, STAKE_ACTIONS } from "@ux/core/stake/contract";
import type { ContractDefinition } from "../../engine/execution/contractInterface";
import { redeem, setconfig, stake, unstake, withdraw } from "./stakeActions";
import { stakeTableSpecs } from "./stakeTables";
import { onTransfer } from "./stakeTransfers";

/**
 * QuickStake (ARCHITECTURE.md §7) with core's interface and quotes: deposits and the reward pool fed by
 * token transfers, stakes co-signed by the operator, unstakes at unwind.tc, redeems 1:1 after expiry.
 * Deployed on `stake.ux`, whose active authority must include its eosio.code (it sends rewards and payouts).
 */
export const stakeContract: ContractDefinition = {
  id: "quickstake",
  abi: STAKE_ABI,
  tables: stakeTableSpecs,
  actions: {
    [STAKE_ACTIONS.setconfig]: setconfig,
    [STAKE_ACTIONS.stake]: stake,
    [STAKE_ACTIONS.unstake]: unstake,
    [STAKE_ACTIONS.redeem]: redeem,
    [STAKE_ACTIONS.withdraw]: withdraw,
  },
  notifications: { "*::transfer": onTransfer },
};
