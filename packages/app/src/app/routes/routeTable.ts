import { matchRoutes, type Params } from "react-router";
import { POOL_TABS } from "../../features/pools";
import { msg } from "../../shared/i18n/msg";
import { LIQUIDITY_TABS, liquidityTabPath } from "../../shared/routes/liquidityTabs";
import { ROUTE_PATHS, type RouteId } from "./routePaths";

/*
 * The spec's route table (spec 2 §2, spec 1 §2) as data: one place that says which paths exist (their
 * patterns in routePaths.ts), what each page is called in the title, and which parameter values are real.
 * The router and the title both read it.
 */

export type { RouteId };

/** The routes that show a page of their own (every other one only redirects). */
export type PageRouteId = Exclude<RouteId, "liquidityIndex">;

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

/** What the table adds to each route's path (routePaths.ts: the paths themselves). */
const ROUTE_DETAILS: Record<RouteId, Omit<AppRoute, "id" | "path">> = {
  entry: { pageName: named(msg("Welcome")) },
  home: { pageName: named(msg("Home")) },
  resources: { pageName: named(msg("Resources")) },
  referrals: { pageName: named(msg("Referrals")) },
  wallet: { pageName: named(msg("Wallet")) },
  stake: { pageName: named(msg("QuickStake")) },
  bridge: { pageName: named(msg("Bridge")) },
  liquidityIndex: { pageName: named(msg("AMM Liquidity")), redirectTo: liquidityTabPath("add") },
  liquidity: { pageName: named(msg("AMM Liquidity")), allowedParams: { tab: liquidityTabs } },
  ammSwap: { pageName: named(msg("AMM Swap")) },
  multiSwap: { pageName: named(msg("Multiasset Swap")) },
  pools: { pageName: named(msg("Liquidity Pools")), allowedParams: { tab: poolTypes } },
  poolDetail: {
    pageName: (params) => params.name ?? msg("Pool"),
    allowedParams: { type: poolTypes },
  },
  notFound: { pageName: named(msg("Page not found")) },
};

export const APP_ROUTES: readonly AppRoute[] = ROUTE_PATHS.map(({ id, path }) => ({
  id,
  path,
  ...ROUTE_DETAILS[id],
}));

// routePaths.ts declares every RouteId, "notFound" among them.
export const NOT_FOUND_ROUTE = APP_ROUTES.find((route) => route.id === "notFound") as AppRoute;

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
