import { msg } from "../i18n/msg";
import { t } from "../i18n/translate";

/*
 * Referral texts (spec 1 §2, §8), quoted exactly. The max-links refusal is the service's own text
 * (MAX_REFERRAL_LINKS_REACHED in @ux/core/accounts/socket).
 */

export const SIGN_VERIFICATION = msg("Sign verification");
export const GENERATE_A_NEW_LINK = msg("Generate A New Link");
export const COPIED_LINK_TO_CLIPBOARD = msg("Copied link to clipboard");

/** 'Verification failed' with the reason. */
export function verificationFailed(reason: string): string {
  return t("Verification failed: {reason}", { reason });
}
