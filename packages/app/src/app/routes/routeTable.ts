import { matchRoutes, type Params } from "react-router";
import { POOL_TABS } from "../../features/pools";
import { LIQUIDITY_TABS, liquidityTabPath } from "../../shared/routes/liquidityTabs";

/*
 * The spec's route table (spec 2 §2, spec 1 §2) as data: one place that says which paths exist, what each
 * page is called in the title, and which parameter values are real. The router and the title both read it.
 */

export type PageRouteId =
  | "entry"
  | "home"
  | "resources"
  | "referrals"
  | "wallet"
  | "stake"
  | "bridge"
  | "liquidity"
  | "ammSwap"
  | "multiSwap"
  | "pools"
  | "poolDetail"
  | "notFound";

export type RouteId = PageRouteId | "liquidityIndex";

export interface AppRoute {
  id: RouteId;
  path: string;
  /** The 'page' part of the title 'page | product'. */
  pageName: (params: Params) => string;
  /** Allowed values per path parameter; any other value shows the not-found page. */
  allowedParams?: Readonly<Record<string, readonly string[]>>;
  /** Set on paths that only send the user elsewhere (the query string is kept). */
  redirectTo?: string;
}

const named = (name: string) => () => name;
const liquidityTabs = LIQUIDITY_TABS.map((tab) => tab.value);
const poolTypes = POOL_TABS.map((tab) => tab.value);

export const NOT_FOUND_ROUTE: AppRoute = { id: "notFound", path: "*", pageName: named("Page not found") };

export const APP_ROUTES: readonly AppRoute[] = [
  { id: "entry", path: "/", pageName: named("Welcome") },
  { id: "home", path: "/home", pageName: named("Home") },
  { id: "resources", path: "/swap", pageName: named("Resources") },
  { id: "referrals", path: "/referrals", pageName: named("Referrals") },
  { id: "wallet", path: "/wallet", pageName: named("Wallet") },
  { id: "stake", path: "/stake", pageName: named("QuickStake") },
  { id: "bridge", path: "/bridge", pageName: named("Bridge") },
  {
    id: "liquidityIndex",
    path: "/amm/liquidity",
    pageName: named("AMM Liquidity"),
    redirectTo: liquidityTabPath("add"),
  },
  {
    id: "liquidity",
    path: "/amm/liquidity/:tab",
    pageName: named("AMM Liquidity"),
    allowedParams: { tab: liquidityTabs },
  },
  { id: "ammSwap", path: "/amm/swap", pageName: named("AMM Swap") },
  { id: "multiSwap", path: "/amm/multiSwap", pageName: named("Multiasset Swap") },
  { id: "pools", path: "/pools/:tab", pageName: named("Liquidity Pools"), allowedParams: { tab: poolTypes } },
  {
    id: "poolDetail",
    path: "/pools/:type/:name",
    pageName: (params) => params.name ?? "Pool",
    allowedParams: { type: poolTypes },
  },
  NOT_FOUND_ROUTE,
];

export function paramsAllowed(route: AppRoute, params: Params): boolean {
  const allowed = route.allowedParams;
  if (allowed === undefined) return true;
  return Object.entries(allowed).every(([name, values]) => values.includes(params[name] ?? ""));
}

export interface ResolvedRoute {
  route: AppRoute;
  params: Params;
}

const matchable = APP_ROUTES.map((route) => ({ id: route.id, path: route.path }));

/** Which spec route a path shows, with its parameters; unknown paths and bad parameters give notFound. */
export function resolveRoute(pathname: string): ResolvedRoute {
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const route = APP_ROUTES.find((candidate) => candidate.id === match?.route.id);
  const params = match?.params ?? {};
  if (route === undefined || !paramsAllowed(route, params)) return { route: NOT_FOUND_ROUTE, params: {} };
  return { route, params };
}

/** The page name for the title of pathname. */
export function pageNameOf(pathname: string): string {
  const { route, params } = resolveRoute(pathname);
  return route.pageName(params);
}
