import * as z from "zod/mini";
import { BRIDGE_HISTORY_LIMIT_HYPERION } from "./bridgeConstants";

/*
 * Previous transfers (spec 2 §3, §7): the user's own source actions from Hyperion (a transfer to the lock
 * contract, or a retire), newest first, 15 records; whether each was proven is learned afterwards.
 */

export interface PreviousTransfer {
  date: string;
  transactionId: string;
  amount: string;
  blockNum: number;
  /** null while unknown, then whether the destination honoured its receipt. */
  proven: boolean | null;
}

export interface SourceActionOfToken {
  group: "native" | "wrapped";
  sourceLockTC: string;
  wrapLockContract: string;
  symbol: string;
}

/** The get_actions query string of an account's bridge transfers of one token. */
export function previousTransfersQuery(token: SourceActionOfToken, actor: string): string {
  const params = new URLSearchParams({
    account: actor,
    limit: String(BRIDGE_HISTORY_LIMIT_HYPERION),
    sort: "desc",
  });
  if (token.group === "native") {
    params.set("filter", `${token.sourceLockTC}:transfer`);
    params.set("transfer.to", token.wrapLockContract);
    params.set("transfer.from", actor);
  } else params.set("filter", `${token.sourceLockTC}:retire`);
  return params.toString();
}

const actionsSchema = z.object({
  actions: z.array(
    z.object({
      trx_id: z.string(),
      block_num: z.number(),
      timestamp: z.string(),
      act: z.object({ data: z.object({ quantity: z.string() }) }),
    }),
  ),
});

/** The transfers of a get_actions answer of one token, or an Error when the answer is not one. */
export function previousTransfersOf(json: unknown, symbol: string): PreviousTransfer[] {
  const parsed = actionsSchema.safeParse(json);
  if (!parsed.success) throw new Error("History answered something other than a list of actions");
  return parsed.data.actions
    .filter((action) => action.act.data.quantity.endsWith(` ${symbol}`))
    .map((action) => ({
      date: action.timestamp,
      transactionId: action.trx_id,
      amount: action.act.data.quantity,
      blockNum: action.block_num,
      proven: null,
    }));
}

/** Several tokens' transfers as one list: newest first, 15 records. */
export function mergePreviousTransfers(lists: readonly PreviousTransfer[][]): PreviousTransfer[] {
  return lists
    .flat()
    .sort((a, b) => b.blockNum - a.blockNum)
    .slice(0, BRIDGE_HISTORY_LIMIT_HYPERION);
}
