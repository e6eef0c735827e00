import { blockActionsAnswerSchema, heavyProofAnswerSchema, lightProofAnswerSchema } from "@ux/core/bridge";
import { lastProofRowSchema, PROVER_TABLES, scheduleRowSchema } from "@ux/core/bridge/contract";
import { createChainClient, TransactionError } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { msg } from "../../../shared/i18n/msg";
import { type OpenProofSocket, requestProofSocket } from "../proof/proofSocketClient";
import type { HeavyAnswerJson, LightAnswerJson, ProofSources } from "./collectProofs";

export const BRIDGE_NOT_CONFIGURED = msg("The bridge is not configured between these chains");

/**
 * The source chain's proof socket and the destination prover's tables (scope: the source's bridge chain
 * name): lastproofs by its height index, highest first, and the schedules it holds.
 */
export function liveProofSources(
  config: NetworkConfig,
  source: string,
  destination: string,
  open: OpenProofSocket,
): ProofSources {
  const from = config.chains[source];
  const to = config.chains[destination];
  const url = from?.proofSocket;
  const scope = from?.bridgeChainName;
  const prover = to?.bridgeContract;
  if (to === undefined || url === undefined || scope === undefined || prover === undefined)
    throw new TransactionError(BRIDGE_NOT_CONFIGURED);
  const node = createChainClient(to.api, { fetch });
  return {
    blockActions: async (blockNum) => {
      const answer = await requestProofSocket<{ txs: Awaited<ReturnType<ProofSources["blockActions"]>> }>(
        open,
        url,
        { type: "getBlockActions", block_to_prove: blockNum },
        blockActionsAnswerSchema,
      );
      return answer.txs;
    },
    heavyProof: (blockNum, digest, onProgress) =>
      requestProofSocket<HeavyAnswerJson>(
        open,
        url,
        { type: "heavyProof", block_to_prove: blockNum, action_receipt_digest: digest },
        heavyProofAnswerSchema,
        onProgress,
      ),
    lightProof: (blockNum, lastProven, digest, onProgress) =>
      requestProofSocket<LightAnswerJson>(
        open,
        url,
        {
          type: "lightProof",
          block_to_prove: blockNum,
          last_proven_block: lastProven,
          action_receipt_digest: digest,
        },
        lightProofAnswerSchema,
        onProgress,
      ),
    async lastProvenBlock() {
      const { rows } = await node.getTableRows(
        {
          code: prover,
          scope,
          table: PROVER_TABLES.lastproofs,
          index_position: "2",
          key_type: "i64",
          reverse: true,
          limit: 1,
        },
        lastProofRowSchema,
      );
      return rows[0]?.block_height ?? null;
    },
    async provenScheduleVersions() {
      const rows = await node.allTableRows(
        { code: prover, scope, table: PROVER_TABLES.schedules },
        { row: scheduleRowSchema },
      );
      return rows.map((row) => row.version);
    },
  };
}
