import { WRAP_LOCK_ABI, WRAP_LOCK_ACTIONS, WRAP_TABLES } from "@ux/core/bridge/contract";
import type { ContractDefinition } from "../../engine/execution/contractInterface";
import { actionHandlers } from "../framework/actionHandlers";
import { symbolCodeValue } from "../framework/chainAsset";
import { asset } from "../token/tokenLedger";
import { emitxfer, init, onTransfer, withdraw } from "./lockActions";
import { GLOBAL_KEY, processedTableSpec } from "./transferProof";

/**
 * The bridge's lock contract (`ibc.wl.<paired chain>` on a token's native chain), with the public
 * wraplock's ABI and tables. Its active authority must include its eosio.code: it sends emitxfer to
 * itself, the prover checks and the native token's payouts.
 */
export const wrapLockContract: ContractDefinition = {
  id: "wraplock",
  abi: WRAP_LOCK_ABI,
  tables: {
    [WRAP_TABLES.global]: { primaryKey: () => GLOBAL_KEY },
    [WRAP_TABLES.processed]: processedTableSpec,
    [WRAP_TABLES.reserves]: {
      primaryKey: (row: { balance: string }) => symbolCodeValue(asset(row.balance).symbol.code),
    },
  },
  actions: actionHandlers(WRAP_LOCK_ACTIONS, {
    init,
    emitxfer,
    withdrawa: withdraw.heavy,
    withdrawb: withdraw.light,
  }),
  notifications: { "*::transfer": onTransfer },
};
