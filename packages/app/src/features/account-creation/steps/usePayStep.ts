import type { LiveInfo } from "@ux/core/accounts/socket";
import type { NetworkConfig } from "@ux/core/config";
import { createAccountPayStatus, type FormStatus } from "@ux/core/forms";
import { useEffect, useMemo, useState } from "react";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import { payerSessionFor } from "../payment/payerSession";
import { type PaymentChoice, paymentChoices } from "../payment/paymentChoices";

/** How long step 2 waits for the service's offer before it says the service cannot be reached. */
export const OFFER_TIMEOUT_MS = 10_000;

/** What the swap socket said about account creation (useSwapState). */
export interface CreationOffer {
  connected: boolean;
  liveInfo: LiveInfo | null;
  rates: Record<string, string> | null;
}

export type OfferState = "loading" | "offline" | "empty" | "ready";

export interface PayStepView {
  offer: OfferState;
  choices: PaymentChoice[];
  choice: PaymentChoice | null;
  /** The wallet that pays for the choice, or null ('Connect Wallet'). */
  payer: WalletSession | null;
  /** What the new account is granted, once the service said. */
  grants: LiveInfo["onboarding"] | null;
  /** 'Missing Token / Chain Selection', 'Continue' or 'Connect Wallet' (spec 1 §2). */
  status: FormStatus;
}

/** Loading until the service's liveInfo and rates arrive; offline when they do not come in time. */
export function offerState(offer: CreationOffer, choiceCount: number, timedOut: boolean): OfferState {
  if (offer.liveInfo === null || offer.rates === null)
    return timedOut && !offer.connected ? "offline" : "loading";
  return choiceCount === 0 ? "empty" : "ready";
}

/** Step 2: the payment choices with their totals, the chosen one's payer and the step's button. */
export function usePayStep(
  config: NetworkConfig,
  offer: CreationOffer,
  choiceKey: string | null,
  sessions: Readonly<Record<string, WalletSession>>,
): PayStepView {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), OFFER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  const { liveInfo, rates } = offer;
  const choices = useMemo(
    () => (liveInfo === null || rates === null ? [] : paymentChoices(config, liveInfo, rates)),
    [config, liveInfo, rates],
  );
  const choice = choices.find((candidate) => candidate.key === choiceKey) ?? null;
  const payer = payerSessionFor(choice, sessions);
  return {
    offer: offerState(offer, choices.length, timedOut),
    choices,
    choice,
    payer,
    grants: liveInfo?.onboarding ?? null,
    status: createAccountPayStatus(choice, payer !== null),
  };
}
