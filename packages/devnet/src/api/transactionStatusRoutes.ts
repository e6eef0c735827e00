import { slotTime } from "../node/blockSlot";
import type { ApiContext } from "./apiContext";
import type { Route } from "./httpServer";
import { parseRequest, transactionStatusRequest } from "./requestSchemas";
import { unpackTransaction } from "./transactionJson";

/** fc's time_point text of an expiration (time_point_sec): milliseconds always printed. */
const timePointText = (date: Date) => date.toISOString().slice(0, -1);

/**
 * get_transaction_status as nodeos answers with the transaction finality status enabled: the state of a
 * transaction (LOCALLY_APPLIED in the pending block, IN_BLOCK once sealed, IRREVERSIBLE once its block is,
 * UNKNOWN otherwise), its block and expiration when known, and the chain's head, irreversible and earliest
 * tracked blocks. The devnet tracks every transaction since block 1.
 */
export function transactionStatusRoutes(context: ApiContext): Route[] {
  const { node } = context;
  return [
    {
      path: "/v1/chain/get_transaction_status",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { id } = parseRequest(transactionStatusRequest, body);
        const status = node.status();
        const found = node.locateTransaction(id);
        const block = found?.block ?? null;
        const state =
          found === undefined
            ? "UNKNOWN"
            : block === null
              ? "LOCALLY_APPLIED"
              : block.blockNum <= status.lastIrreversible.blockNum
                ? "IRREVERSIBLE"
                : "IN_BLOCK";
        const expiration = found
          ? unpackTransaction(found.transaction.compression, found.transaction.packedTrx).expiration.toDate()
          : undefined;
        const earliest = node.block(1)?.block.id ?? "";
        return {
          body: {
            state,
            ...(block
              ? {
                  block_number: block.blockNum,
                  block_id: block.id,
                  block_timestamp: slotTime(block.header.timestamp),
                }
              : {}),
            ...(expiration ? { expiration: timePointText(expiration) } : {}),
            head_number: status.head.blockNum,
            head_id: status.head.id,
            head_timestamp: status.head.time,
            irreversible_number: status.lastIrreversible.blockNum,
            irreversible_id: status.lastIrreversible.id,
            irreversible_timestamp: status.lastIrreversible.time,
            earliest_tracked_block_id: earliest,
            earliest_tracked_block_number: 1,
          },
        };
      },
    },
  ];
}
