/** The 'Page not found' feature's front door: its page, loaded as its own chunk on first visit. */
export const loadNotFoundPage = () => import("./NotFoundPage").then((m) => m.NotFoundPage);
