import { browserStorage } from "../../shared/storage/browserStorage";
import { isDisclaimerAccepted } from "./disclaimerStorage";

/*
 * A first visit meets the disclaimer before the page: the dialog covers the page and must be accepted before
 * anything else. So until the dialog is on screen, the page's code waits: on a phone's connection the page's
 * chunks (100 kB and more on the trading routes) would otherwise share the bandwidth and the CPU with the
 * dialog's, and the one thing the visitor can act on would appear a second later. Once accepted (a later
 * visit), nothing waits.
 */

/** Longest a page waits for the dialog, in case its code never arrives (the page must not wait forever). */
export const DISCLAIMER_WAIT_LIMIT_MS = 4000;

export interface DisclaimerFirst {
  /** Resolves once the dialog has been painted, at once when it was accepted before, or after the limit. */
  readonly shown: Promise<void>;
  /** Called by the dialog after its first paint. */
  markShown(): void;
}

export function createDisclaimerFirst(
  accepted: boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): DisclaimerFirst {
  let markShown = () => {};
  const painted = new Promise<void>((resolve) => {
    markShown = resolve;
  });
  const shown = accepted ? Promise.resolve() : Promise.race([painted, wait(DISCLAIMER_WAIT_LIMIT_MS)]);
  return { shown, markShown: () => markShown() };
}

export const disclaimerFirst = createDisclaimerFirst(isDisclaimerAccepted(browserStorage()));
