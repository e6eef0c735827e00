import { transferDataSchema } from "@ux/core/amm/contract";
import { REWARD_POOL_MEMO, STAKE_DEPOSIT_MEMO } from "@ux/core/stake/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { readDeposit, readPool, requireConfig, units, writeDeposit, writePool } from "./stakeTables";

/**
 * A token transfer notification. A transfer TO the contract of the staked token is either a user's deposit
 * (memo 'QuickStake deposit', spent by `stake` in the same transaction) or the operator's top-up of the
 * reward pool (memo 'QuickStake reward pool'); anything else is refused so no token is stranded here. The
 * contract's own transfers out are ignored.
 */
export function onTransfer(context: ActionContext, data: unknown): void {
  if ((data as { to?: unknown } | null)?.to !== context.self) return;
  const transfer = parseActionData(context, transferDataSchema, data);
  if (transfer.from === context.self) return;
  const config = requireConfig(context);
  context.check(
    context.firstReceiver === config.token_contract,
    `QuickStake only takes ${config.zero.split(" ")[1]} of ${config.token_contract}`,
  );
  const amount = units(context, config, transfer.quantity);
  if (transfer.memo === REWARD_POOL_MEMO) {
    context.check(transfer.from === config.operator, "only the operator funds the reward pool");
    const pool = readPool(context, config);
    writePool(context, config, { ...pool, rewards: pool.rewards + amount });
    return;
  }
  context.check(
    transfer.memo === STAKE_DEPOSIT_MEMO,
    `QuickStake only accepts deposits: the memo must be '${STAKE_DEPOSIT_MEMO}'`,
  );
  writeDeposit(context, config, transfer.from, readDeposit(context, config, transfer.from) + amount);
}
