/** The referrals feature's front door: its page, loaded as its own chunk on first visit. */
export const loadReferralsPage = () => import("./ReferralsPage").then((m) => m.ReferralsPage);
