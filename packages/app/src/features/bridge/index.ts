/** The bridge feature's front door: its page, loaded as its own chunk on first visit. */
export const loadBridgePage = () => import("./BridgePage").then((m) => m.BridgePage);
