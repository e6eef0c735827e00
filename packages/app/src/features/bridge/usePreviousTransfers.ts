import { useQueryClient } from "@tanstack/react-query";
import {
  BRIDGE_HISTORY_LOAD_DELAY_MS,
  BRIDGE_PROCESSED_TABLE_LIMIT,
  mergePreviousTransfers,
  type PreviousTransfer,
  previousTransfersOf,
  previousTransfersQuery,
} from "@ux/core/bridge";
import { processedRowSchema, WRAP_TABLES } from "@ux/core/bridge/contract";
import { createChainClient } from "@ux/core/chainClient";
import type { BridgeToken, NetworkConfig } from "@ux/core/config";
import { realSleep } from "../../shared/chain/sleep";
import { useAppQuery } from "../../shared/query/useAppQuery";
import { bridgeTokensBetween } from "./bridgeChoices";
import { liveProofSources } from "./flow/liveProofSources";
import { provenStates } from "./flow/provenCheck";
import { destinationContractOf, emitterOf } from "./flow/sourceActions";
import { openBrowserProofSocket } from "./proof/proofSocketClient";

export interface PreviousRow extends PreviousTransfer {
  token: BridgeToken;
}

/**
 * The account's previous transfers between the two chains (both wallets connected): after a 1 s wait,
 * Hyperion's records per token, then whether each was proven (null until known). refetch reads both again:
 * the list, and whether each is proven (a transfer found unproven while the proof server was down, or
 * proven since, is checked again).
 */
export function usePreviousTransfers(
  config: NetworkConfig,
  source: string,
  destination: string,
  actor: string | null,
) {
  const queryClient = useQueryClient();
  const hyperion = config.chains[source]?.hyperion ?? config.chains[source]?.api;
  const tokens = bridgeTokensBetween(config, source, destination);
  const list = useAppQuery({
    queryKey: ["bridgeHistory", source, destination, actor],
    enabled: actor !== null && hyperion !== undefined,
    queryFn: async ({ signal }) => {
      await realSleep(BRIDGE_HISTORY_LOAD_DELAY_MS, signal);
      const lists = await Promise.all(
        tokens.map(async (token) => {
          const url = `${hyperion}/v2/history/get_actions?${previousTransfersQuery(token, actor ?? "")}`;
          const answer = await fetch(url, { signal });
          if (!answer.ok) throw new Error(`History answered ${answer.status}`);
          return previousTransfersOf(await answer.json(), token.symbol).map((row) => ({ ...row, token }));
        }),
      );
      return mergePreviousTransfers(lists) as PreviousRow[];
    },
  });
  const rows = list.data;
  const proven = useAppQuery({
    queryKey: ["bridgeHistoryProven", source, destination, rows?.map((row) => row.transactionId)],
    enabled: rows !== undefined && rows.length > 0,
    queryFn: async () => {
      const node = createChainClient(config.chains[destination]?.api ?? "", { fetch });
      const sources = liveProofSources(config, source, destination, openBrowserProofSocket);
      const states: Record<string, boolean> = {};
      for (const token of new Set((rows ?? []).map((row) => row.token))) {
        const contract = destinationContractOf(token);
        const processedDigests = async () => {
          const table = { code: contract, scope: contract, table: WRAP_TABLES.processed };
          const query = { ...table, limit: BRIDGE_PROCESSED_TABLE_LIMIT, reverse: true };
          const { rows: processed } = await node.getTableRows(query, processedRowSchema);
          return new Set(processed.map((row) => row.receipt_digest));
        };
        const own = (rows ?? []).filter((row) => row.token === token);
        Object.assign(
          states,
          await provenStates({ blockActions: sources.blockActions, processedDigests }, own, emitterOf(token)),
        );
      }
      return states;
    },
  });
  const merged: PreviousRow[] | null =
    rows === undefined
      ? null
      : rows.map((row) => ({ ...row, proven: proven.data?.[row.transactionId] ?? null }));
  const refetch = async () => {
    await list.refetch();
    await queryClient.invalidateQueries({ queryKey: ["bridgeHistoryProven", source, destination] });
  };
  return { rows: merged, error: list.isError, refetch };
}
