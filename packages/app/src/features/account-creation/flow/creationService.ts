import { msg } from "../../../shared/i18n/msg";
import type { SwapAnswer, SwapJobEvent, SwapSocketClient } from "../../../shared/swapSocket";

/*
 * The part of the shared swap socket client the Create Account flow uses: the two ways to pay and the news
 * of a job. Refusals were already shown by the socket as the service's msg.
 */
export type CreationService = Pick<
  SwapSocketClient,
  "createAccount" | "request" | "transferOnEthereum" | "watchJob"
>;

export type ServiceAnswer<Answer> = SwapAnswer<Answer>;

export type CreationJobEvent = SwapJobEvent;

/** ours: the service did not answer in time (or the socket is down). */
export const SERVICE_SILENT = msg("The account service did not answer; please try again");
