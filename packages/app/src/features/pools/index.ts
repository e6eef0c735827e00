/** The pools feature's front door: its two pages, each loaded as its own chunk on first visit, and the tabs the route table checks. */
export const loadPoolsPage = () => import("./PoolsPage").then((m) => m.PoolsPage);
export const loadPoolDetailPage = () => import("./PoolDetailPage").then((m) => m.PoolDetailPage);
export { POOL_TABS } from "./poolTabs";
