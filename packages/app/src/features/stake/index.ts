/** The stake feature's front door: its page, loaded as its own chunk on first visit. */
export const loadStakePage = () => import("./StakePage").then((m) => m.StakePage);
