/** The landing feature's front door: its page, loaded as its own chunk on first visit. */
export const loadHomePage = () => import("./HomePage").then((m) => m.HomePage);
