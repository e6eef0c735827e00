import { t, translate } from "../i18n/translate";

/*
 * Ours: what the user reads when a service session cannot be proven. A wallet that declines gets the
 * spec's 'User rejected signature' (readableError); a refusal the service sent as `msg` is shown as such.
 */

/** The proof could not be made or was not accepted (shown once, when it happens). */
export function signInFailed(service: string, reason: string): string {
  return t("Could not sign in to the {service}: {reason}", {
    service: translate(service),
    reason: translate(reason),
  });
}

/** What an action needing the proven session fails with while the session is not proven. */
export function notSignedIn(service: string, reason: string): string {
  return t("Not signed in to the {service} ({reason}): log out and connect your wallet again to retry", {
    service: translate(service),
    reason: translate(reason),
  });
}
