import { ETH_CONFIRMATIONS_REQUIRED } from "@ux/core/accounts";
import { ethPaymentProgress } from "@ux/core/forms";
import { progressed } from "./creationFlow";
import type { CreationPlan } from "./creationPlan";
import type { CreationRunDeps } from "./creationRunDeps";
import type { CreationJobEvent, ServiceAnswer } from "./creationService";
import { accountCreatedText, accountFailedText } from "./creationTexts";

/** How the job's hand-over to the service went. */
export type HandOver = { kind: "accepted" } | { kind: "refused"; message: string } | { kind: "noAnswer" };

/**
 * Hands a paid job to the service (createAccount or transferOnEthereum, via `send`) and follows its news
 * until it ends: Ethereum confirmations as the spec's progress, then accountCreated (the order completes)
 * or txError (it fails). The same payload is sent again after a reconnection, which re-attaches this
 * connection to the job. The socket is held open until the job ends, or the hand-over is refused (or goes
 * unanswered, unless `waitWithoutAnswer`: a payment already sent is followed until the service reports).
 */
export async function followCreationJob(
  deps: CreationRunDeps,
  plan: CreationPlan,
  send: () => Promise<ServiceAnswer<unknown>>,
  waitWithoutAnswer: boolean,
): Promise<HandOver> {
  const { id } = plan;
  const release = deps.hold();
  let ended = false;
  const stopWatching = deps.service.watchJob(id, (event) => onNews(event));
  const stopReconnects = deps.onReconnect(() => {
    if (!ended) void send();
  });
  const end = () => {
    if (ended) return;
    ended = true;
    stopWatching();
    stopReconnects();
    release();
  };

  function onNews(event: CreationJobEvent) {
    if (ended) return;
    switch (event.kind) {
      case "confirmations": {
        const n = Math.min(event.news.confirmations, ETH_CONFIRMATIONS_REQUIRED);
        deps.update((state) => progressed(state, id, { phase: "confirming", ...ethPaymentProgress(n) }));
        return;
      }
      case "accountCreated": {
        end();
        deps.orders.complete(id, event.news.orderTxId, event.news.transaction_id);
        const text = accountCreatedText(event.news.account);
        deps.update((state) => progressed(state, id, { phase: "created", percent: 100, status: text }));
        deps.notify.success(text);
        return;
      }
      case "txError": {
        end();
        const text = accountFailedText(event.news);
        deps.orders.fail(id, event.news.error);
        deps.update((state) => progressed(state, id, { phase: "failed", percent: null, status: text }));
        deps.notify.error(text);
        return;
      }
      case "swapCompleted":
        return;
    }
  }

  const answer = await send();
  if (answer.kind === "answered") return { kind: "accepted" };
  if (answer.kind === "noAnswer" && waitWithoutAnswer) return { kind: "noAnswer" };
  end();
  return answer.kind === "refused" ? { kind: "refused", message: answer.message } : { kind: "noAnswer" };
}
