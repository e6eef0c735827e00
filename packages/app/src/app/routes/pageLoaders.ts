import type { ComponentType } from "react";
import { loadBridgePage } from "../../features/bridge";
import { loadEntryPage } from "../../features/entry";
import { loadHomePage } from "../../features/home";
import { loadLiquidityPage } from "../../features/liquidity";
import { loadMultiSwapPage } from "../../features/multiswap";
import { loadNotFoundPage } from "../../features/not-found";
import { loadPoolDetailPage, loadPoolsPage } from "../../features/pools";
import { loadReferralsPage } from "../../features/referrals";
import { loadResourcesPage } from "../../features/resources";
import { loadStakePage } from "../../features/stake";
import { loadAmmSwapPage } from "../../features/swap";
import { loadWalletPage } from "../../features/wallet";
import { withQueryClient } from "../query/withQueryClient";
import type { PageRouteId } from "./routeTable";

/**
 * One code-split chunk per page (each feature's front door loads its page): the landing route loads only
 * its own page. Keys are checked against the route table by the type, so a route without a page does not
 * compile. Pages come with the query provider for their server reads (withQueryClient), except the entry
 * and landing pages, the first a visitor sees, and 'Page not found', which read nothing.
 */
export const PAGE_LOADERS: Record<PageRouteId, () => Promise<ComponentType>> = {
  entry: loadEntryPage,
  home: loadHomePage,
  resources: withQueryClient(loadResourcesPage),
  referrals: withQueryClient(loadReferralsPage),
  wallet: withQueryClient(loadWalletPage),
  stake: withQueryClient(loadStakePage),
  bridge: withQueryClient(loadBridgePage),
  liquidity: withQueryClient(loadLiquidityPage),
  ammSwap: withQueryClient(loadAmmSwapPage),
  multiSwap: withQueryClient(loadMultiSwapPage),
  pools: withQueryClient(loadPoolsPage),
  poolDetail: withQueryClient(loadPoolDetailPage),
  notFound: loadNotFoundPage,
};
