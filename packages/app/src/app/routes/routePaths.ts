/*
 * The app's paths and the route each shows, as plain data with no imports: the route table (routeTable.ts)
 * adds titles and allowed parameters, and the build (vite.config.routePreloads.ts) reads it to let
 * index.html preload a route's page without pulling the app's code into the config.
 */
export const ROUTE_PATHS = [
  { id: "entry", path: "/" },
  { id: "home", path: "/home" },
  { id: "resources", path: "/swap" },
  { id: "referrals", path: "/referrals" },
  { id: "wallet", path: "/wallet" },
  { id: "stake", path: "/stake" },
  { id: "bridge", path: "/bridge" },
  { id: "liquidityIndex", path: "/amm/liquidity" },
  { id: "liquidity", path: "/amm/liquidity/:tab" },
  { id: "ammSwap", path: "/amm/swap" },
  { id: "multiSwap", path: "/amm/multiSwap" },
  { id: "pools", path: "/pools/:tab" },
  { id: "poolDetail", path: "/pools/:type/:name" },
  { id: "notFound", path: "*" },
] as const;

export type RouteId = (typeof ROUTE_PATHS)[number]["id"];
