/** The resources feature's front door: its page, loaded as its own chunk on first visit. */
export const loadResourcesPage = () => import("./ResourcesPage").then((m) => m.ResourcesPage);
