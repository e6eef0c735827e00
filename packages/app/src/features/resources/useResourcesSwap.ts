import type { SwapRequestPayload } from "@ux/core/accounts/socket";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "../../shared/notifications/notify";
import { invalidateAfterTransaction } from "../../shared/query/invalidateAfterTransaction";
import { NO_JOB_NEWS, type SwapSocketClient, useSwapState } from "../../shared/swapSocket";
import type { ResourcesFlowDeps } from "./resourcesFlow";
import { runResourcesSwap } from "./resourcesFlow";
import type { OrderTrackerDeps } from "./resourcesOrderTracker";
import { trackResourcesOrder } from "./resourcesOrderTracker";
import { type ResourcesSwapPlan, resourcesOrder } from "./resourcesPlan";
import { type ProgressView, resourcesProgress, type SwapStage } from "./resourcesProgress";

/** Step 1 is the form (with the confirm dialog over it); step 2 follows Execute (spec 1 §4). */
export type SwapStep =
  | { kind: "form" }
  | { kind: "confirm"; plan: ResourcesSwapPlan }
  | { kind: "running"; plan: ResourcesSwapPlan; stage: SwapStage };

export interface ResourcesSwap {
  step: SwapStep;
  /** Step 2's progress (null on step 1). */
  progress: ProgressView | null;
  confirm(plan: ResourcesSwapPlan): void;
  cancel(): void;
  execute(): void;
  /** Step 2 can be closed: the swap ended, or its payment is handed over (the order history follows it). */
  closable: boolean;
  /** Back to step 1. */
  finish(): void;
}

export interface ResourcesSwapDeps {
  wallet: Pick<ResourcesFlowDeps, "ensureChain" | "pay" | "log">;
  orders(client: SwapSocketClient): OrderTrackerDeps;
  uxLabel: string;
  now(): number;
  /** After the swap (done or not), the form's amount is cleared. */
  onFinished(): void;
}

/**
 * The swap's steps over the swap socket: confirm, Execute (resourcesFlow), then the job's news from the
 * swap store as progress. A server `msg` resets waiting and step 2 back to step 1 (spec 1 §4); a paid
 * swap whose transferOnEthereum went unanswered reports it again whenever the socket reconnects.
 */
export function useResourcesSwap(client: SwapSocketClient | null, deps: ResourcesSwapDeps): ResourcesSwap {
  const [step, setStep] = useState<SwapStep>({ kind: "form" });
  // Which Execute the step belongs to: a run reset by `msg` must not bring its progress back.
  const run = useRef(0);
  const unreported = useRef<SwapRequestPayload & { transactionHash: string }>(null);
  const latestDeps = useRef(deps);
  latestDeps.current = deps;
  const running = step.kind === "running" ? step : null;
  const news =
    useSwapState((state) => (running === null ? null : state.jobs[running.plan.id])) ?? NO_JOB_NEWS;
  const connected = useSwapState((state) => state.connected);

  useEffect(() => {
    if (client === null) return;
    return client.onMessage(() => {
      run.current += 1;
      setStep((current) => (current.kind === "running" ? { kind: "form" } : current));
    });
  }, [client]);

  useEffect(() => {
    const report = unreported.current;
    if (!connected || client === null || report === null) return;
    void client.transferOnEthereum(report).then((answer) => {
      if (answer.kind === "answered" && unreported.current === report) unreported.current = null;
    });
  }, [connected, client]);

  const execute = useCallback(() => {
    if (step.kind !== "confirm" || client === null) return;
    const { plan } = step;
    run.current += 1;
    const mine = run.current;
    const current = () => run.current === mine;
    const { wallet, orders, now } = latestDeps.current;
    setStep({ kind: "running", plan, stage: "requesting" });
    void runResourcesSwap(plan, {
      ...wallet,
      service: client,
      onStage: (stage) => {
        if (current()) setStep({ kind: "running", plan, stage });
      },
      onPaid: (request, hash) => {
        unreported.current = { ...request, transactionHash: hash };
        trackResourcesOrder(resourcesOrder(plan, now(), latestDeps.current.uxLabel), orders(client));
      },
    }).then((result) => {
      if (result.kind === "paid") {
        if (result.reported) unreported.current = null;
        return;
      }
      if (!result.shown) notify.error(result.message);
      if (current()) setStep({ kind: "form" });
    });
  }, [step, client]);

  const progress =
    running === null ? null : resourcesProgress(running.stage, news, running.plan.choice.symbol);
  const finished = progress !== null && progress.outcome !== "running";
  const closable = finished || running?.stage === "paid";
  useEffect(() => {
    if (finished) void invalidateAfterTransaction();
  }, [finished]);

  return {
    step,
    progress,
    confirm: (plan) => setStep({ kind: "confirm", plan }),
    cancel: () => setStep((current) => (current.kind === "confirm" ? { kind: "form" } : current)),
    execute,
    closable,
    finish() {
      if (!closable) return;
      setStep({ kind: "form" });
      latestDeps.current.onFinished();
    },
  };
}
