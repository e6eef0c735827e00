import { matchRoutes, type Params } from "react-router";
import { POOL_TABS } from "../../features/pools";
import { msg } from "../../shared/i18n/msg";
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
  /** The 'page' part of the title 'page | product' (a message id, or a pool's own name). */
  pageName: (params: Params) => string;
  /** Allowed values per path parameter; any other value shows the not-found page. */
  allowedParams?: Readonly<Record<string, readonly string[]>>;
  /** Set on paths that only send the user elsewhere (the query string is kept). */
  redirectTo?: string;
}

const named = (name: string) => () => name;
const liquidityTabs = LIQUIDITY_TABS.map((tab) => tab.value);
const poolTypes = POOL_TABS.map((tab) => tab.value);

export const NOT_FOUND_ROUTE: AppRoute = {
  id: "notFound",
  path: "*",
  pageName: named(msg("Page not found")),
};

export const APP_ROUTES: readonly AppRoute[] = [
  { id: "entry", path: "/", pageName: named(msg("Welcome")) },
  { id: "home", path: "/home", pageName: named(msg("Home")) },
  { id: "resources", path: "/swap", pageName: named(msg("Resources")) },
  { id: "referrals", path: "/referrals", pageName: named(msg("Referrals")) },
  { id: "wallet", path: "/wallet", pageName: named(msg("Wallet")) },
  { id: "stake", path: "/stake", pageName: named(msg("QuickStake")) },
  { id: "bridge", path: "/bridge", pageName: named(msg("Bridge")) },
  {
    id: "liquidityIndex",
    path: "/amm/liquidity",
    pageName: named(msg("AMM Liquidity")),
    redirectTo: liquidityTabPath("add"),
  },
  {
    id: "liquidity",
    path: "/amm/liquidity/:tab",
    pageName: named(msg("AMM Liquidity")),
    allowedParams: { tab: liquidityTabs },
  },
  { id: "ammSwap", path: "/amm/swap", pageName: named(msg("AMM Swap")) },
  { id: "multiSwap", path: "/amm/multiSwap", pageName: named(msg("Multiasset Swap")) },
  {
    id: "pools",
    path: "/pools/:tab",
    pageName: named(msg("Liquidity Pools")),
    allowedParams: { tab: poolTypes },
  },
  {
    id: "poolDetail",
    path: "/pools/:type/:name",
    pageName: (params) => params.name ?? msg("Pool"),
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
