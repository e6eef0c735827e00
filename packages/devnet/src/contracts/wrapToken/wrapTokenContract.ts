import { WRAP_TABLES, WRAP_TOKEN_ABI, WRAP_TOKEN_ACTIONS } from "@ux/core/bridge/contract";
import type {
  ActionContext,
  ActionHandler,
  ContractDefinition,
} from "../../engine/execution/contractInterface";
import { actionHandlers } from "../framework/actionHandlers";
import { tokenContract } from "../token/tokenContract";
import { tokenTableSpecs, transferToken } from "../token/tokenLedger";
import { GLOBAL_KEY, globalRow, processedTableSpec } from "../wrapLock/transferProof";
import { emitxfer, init, issue, issuegenesis, retire } from "./wrapTokenActions";

/** The token actions refuse to run before init, as the public wraptoken's do. */
function initialized<Data>(handler: (context: ActionContext, data: Data) => unknown) {
  return (context: ActionContext, data: Data) => {
    globalRow(context);
    return handler(context, data);
  };
}

/**
 * The bridge's wrapped-token contract (`ibc.wt.<native chain>` on a foreign chain), with the public
 * wraptoken's ABI and tables: eosio.token's ledger (transfer, open, close, accounts, stat) plus issuea,
 * issueb, retire and emitxfer. Its active authority must include its eosio.code.
 */
export const wrapTokenContract: ContractDefinition = {
  id: "wraptoken",
  abi: WRAP_TOKEN_ABI,
  tables: {
    ...tokenTableSpecs,
    [WRAP_TABLES.global]: { primaryKey: () => GLOBAL_KEY },
    [WRAP_TABLES.processed]: processedTableSpec,
  },
  actions: actionHandlers(WRAP_TOKEN_ACTIONS, {
    init,
    issuea: issue.heavy,
    issueb: issue.light,
    emitxfer,
    retire,
    transfer: initialized(transferToken),
    open: initialized(tokenContract.actions.open as ActionHandler),
    close: initialized(tokenContract.actions.close as ActionHandler),
    issuegenesis,
  }),
};
