import type { SwapRequestPayload } from "@ux/core/accounts/socket";
import { ETHEREUM_SEND_FAILED } from "../../shared/ethereum/metamaskMessages";
import type { EthereumPayment } from "../../shared/ethereum/sendPayment";
import type { SwapSocketClient } from "../../shared/swapSocket";
import { acceptedResourcesPayment } from "./resourcesPayment";
import { type ResourcesSwapPlan, swapRequest } from "./resourcesPlan";
import type { SwapStage } from "./resourcesProgress";
import { SERVICE_SILENT } from "./resourcesTexts";

export interface ResourcesFlowDeps {
  service: Pick<SwapSocketClient, "request" | "transferOnEthereum">;
  /** Brings the browser wallet to the token's chain: null once there, else the text to show. */
  ensureChain(chain: string): Promise<string | null>;
  /** Sends the payment from the browser wallet; resolves with its hash. */
  pay(payment: EthereumPayment): Promise<string>;
  onStage(stage: SwapStage): void;
  /** The payment is sent: the order enters the history and its news is watched (before it is reported). */
  onPaid(request: SwapRequestPayload, hash: string): void;
  log(message: string, detail?: unknown): void;
}

export type ResourcesFlowResult =
  /** Paid; `reported` when the service acknowledged transferOnEthereum (else it is sent again on reconnect). */
  | { kind: "paid"; hash: string; reported: boolean }
  /** Nothing was paid: back to the form. `shown` when the service's msg already said why. */
  | { kind: "stopped"; message: string; shown: boolean };

/**
 * Execute (spec 1 §4 'Resources swap'): request -> requestAccepted, checked against the plan -> the
 * browser wallet's payment on the token's chain -> transferOnEthereum with its hash. The job's news
 * (confirmations n/3, swapCompleted, txError) follows on the socket.
 */
export async function runResourcesSwap(
  plan: ResourcesSwapPlan,
  deps: ResourcesFlowDeps,
): Promise<ResourcesFlowResult> {
  const request = swapRequest(plan);
  deps.onStage("requesting");
  const answer = await deps.service.request(request);
  if (answer.kind === "noAnswer") return { kind: "stopped", message: SERVICE_SILENT, shown: false };
  if (answer.kind === "refused") return { kind: "stopped", message: answer.message, shown: true };
  const checked = acceptedResourcesPayment(
    answer.answer,
    request,
    plan.token,
    plan.sendUnits,
    plan.choice.decimals,
  );
  if (!checked.ok) {
    deps.log("resources: requestAccepted refused", answer.answer);
    return { kind: "stopped", message: checked.error, shown: false };
  }
  const wrongChain = await deps.ensureChain(plan.token.chain);
  if (wrongChain !== null) return { kind: "stopped", message: wrongChain, shown: false };

  deps.onStage("paying");
  let hash: string;
  try {
    hash = await deps.pay(checked.payment);
  } catch (error) {
    // The wallet's own reason goes to the log; the user reads the spec's text (spec 1 §8).
    deps.log("resources: the Ethereum payment failed", error);
    return { kind: "stopped", message: ETHEREUM_SEND_FAILED, shown: false };
  }
  deps.onPaid(request, hash);
  deps.onStage("paid");
  const reported = await deps.service.transferOnEthereum({ ...request, transactionHash: hash });
  return { kind: "paid", hash, reported: reported.kind === "answered" };
}
