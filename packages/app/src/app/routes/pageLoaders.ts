import type { ComponentType } from "react";
import type { PageRouteId } from "./routeTable";

/**
 * One code-split chunk per page: the landing route loads only its own page. Keys are checked against the
 * route table by the type, so a route without a page does not compile.
 */
export const PAGE_LOADERS: Record<PageRouteId, () => Promise<ComponentType>> = {
  entry: () => import("../../features/entry/EntryPage").then((m) => m.EntryPage),
  home: () => import("../../features/home/HomePage").then((m) => m.HomePage),
  resources: () => import("../../features/resources/ResourcesPage").then((m) => m.ResourcesPage),
  referrals: () => import("../../features/referrals/ReferralsPage").then((m) => m.ReferralsPage),
  wallet: () => import("../../features/wallet/WalletPage").then((m) => m.WalletPage),
  stake: () => import("../../features/stake/StakePage").then((m) => m.StakePage),
  bridge: () => import("../../features/bridge/BridgePage").then((m) => m.BridgePage),
  liquidity: () => import("../../features/liquidity/LiquidityPage").then((m) => m.LiquidityPage),
  ammSwap: () => import("../../features/swap/AmmSwapPage").then((m) => m.AmmSwapPage),
  multiSwap: () => import("../../features/multiswap/MultiSwapPage").then((m) => m.MultiSwapPage),
  pools: () => import("../../features/pools/PoolsPage").then((m) => m.PoolsPage),
  poolDetail: () => import("../../features/pools/PoolDetailPage").then((m) => m.PoolDetailPage),
  notFound: () => import("../../features/not-found/NotFoundPage").then((m) => m.NotFoundPage),
};
