import { msg } from "../../shared/i18n/msg";

/* The Referrals page's own texts (ours); the spec's are in shared/swapSocket/referralMessages. */

export const REFERRALS_HEADING = msg("Referrals");
export const LOGIN_PROMPT = msg("Log in with your UX Network account to create referral links.");
export const VERIFY_PROMPT = msg(
  "Sign a verification with your wallet to prove you own this account. It is never broadcast and costs nothing.",
);
export const NO_LINKS = msg("You have no referral links yet.");
export const LINKS_LOADING = msg("Loading your links…");
export const COPY_FAILED = msg("Could not copy the link: copy it from the table instead");
export const SERVICE_UNREACHABLE = msg("the swap service is not reachable");
export const LOG_IN = msg("Log in");
export const SERVICE_SILENT = msg("The swap service did not answer; please try again");
