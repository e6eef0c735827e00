/* The Referrals page's own texts (ours); the spec's are in shared/swapSocket/referralMessages. */

export const REFERRALS_HEADING = "Referrals";
export const LOGIN_PROMPT = "Log in with your UX Network account to create referral links.";
export const VERIFY_PROMPT =
  "Sign a verification with your wallet to prove you own this account. It is never broadcast and costs nothing.";
export const NO_LINKS = "You have no referral links yet.";
export const LINKS_LOADING = "Loading your links…";
export const COPY_FAILED = "Could not copy the link: copy it from the table instead";
export const SERVICE_UNREACHABLE = "the swap service is not reachable";
export const LOG_IN = "Log in";
export const SERVICE_SILENT = "The swap service did not answer; please try again";
