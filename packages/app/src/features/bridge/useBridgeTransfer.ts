import { bridgeProgress } from "@ux/core/bridge";
import type { ActionInput } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { useCallback, useEffect, useState } from "react";
import { notify } from "../../shared/notifications/notify";
import { invalidateAfterTransaction } from "../../shared/query/invalidateAfterTransaction";
import type { LandedTransaction } from "./flow/bridgeChainOps";
import { liveChainOps } from "./flow/liveChainOps";
import { liveProofSources } from "./flow/liveProofSources";
import type { ProofTarget } from "./flow/submitProofs";
import {
  IDLE_TRANSFER,
  proveTransfer,
  reSignProofs,
  startTransfer,
  type TransferRunDeps,
  type TransferState,
} from "./flow/transferRun";
import { openBrowserProofSocket } from "./proof/proofSocketClient";

export interface TransferRoute {
  source: string;
  destination: string;
  emitter: string;
  target: ProofTarget;
}

/** One transfer at a time on the page: its state, the progress bar's percent, and its commands. */
export function useBridgeTransfer(config: NetworkConfig) {
  const [transfer, setTransfer] = useState<TransferState>(IDLE_TRANSFER);
  const [now, setNow] = useState(() => Date.now());
  const running = transfer.outcome === "running";
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const deps = useCallback(
    (route: TransferRoute): TransferRunDeps => ({
      destination: liveChainOps(config, route.destination),
      sources: liveProofSources(config, route.source, route.destination, openBrowserProofSocket),
      notify,
      onState: setTransfer,
      now: () => Date.now(),
    }),
    [config],
  );
  const guarded = useCallback(async (run: () => Promise<TransferState>) => {
    try {
      const end = await run();
      if (end.outcome === "complete") await invalidateAfterTransaction();
      return end;
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      setTransfer(IDLE_TRANSFER);
      return IDLE_TRANSFER;
    }
  }, []);

  return {
    transfer,
    busy: running,
    progress: transfer.provingSince === null ? 0 : bridgeProgress(now - transfer.provingSince),
    start: (route: TransferRoute, action: ActionInput) =>
      guarded(() =>
        startTransfer(deps(route), liveChainOps(config, route.source), action, route.emitter, route.target),
      ),
    /** Retry of a previous transfer found unproven: proves it now. */
    retry: (route: TransferRoute, landed: LandedTransaction) =>
      guarded(() => proveTransfer(deps(route), landed, route.emitter, route.target)),
    reSign: (route: TransferRoute) => guarded(() => reSignProofs(deps(route), transfer)),
  };
}
