import type { ComponentType } from "react";
import { disclaimerFirst } from "../shell/disclaimerFirst";
import { PAGE_LOADERS } from "./pageLoaders";
import { firstPageLinksAdded } from "./pagePreloads";
import type { PageRouteId } from "./routeTable";
import { resolveRoute } from "./routeTable";

/*
 * Each page's chunk is fetched once, and can be asked for before the router renders: main.tsx starts the
 * current route's page while /config.json loads, so a first visit does not wait for the config, then the
 * shell's render, before its page's chunks start downloading.
 */

const pageLoads = new Map<PageRouteId, Promise<ComponentType>>();

const nothingToWaitFor = () => Promise.resolve();

/**
 * The page of a route, loaded once (a failed load is forgotten so that a later visit tries again), after
 * `linksAdded` has put in its preload links.
 */
export function loadPage(id: PageRouteId, linksAdded = nothingToWaitFor): Promise<ComponentType> {
  const known = pageLoads.get(id);
  if (known !== undefined) return known;
  // A first visit's disclaimer comes first (shell/disclaimerFirst.ts).
  const load = disclaimerFirst.shown.then(linksAdded).then(() => PAGE_LOADERS[id]());
  pageLoads.set(id, load);
  load.catch(() => pageLoads.delete(id));
  return load;
}

/** Starts loading the page that `pathname` shows (nothing for paths that only redirect). */
export function preloadPageOf(pathname: string): void {
  const { route } = resolveRoute(pathname);
  if (route.redirectTo !== undefined) return;
  // A failure here is the router's to show, when it asks for the same page.
  loadPage(route.id as PageRouteId, firstPageLinksAdded).catch(() => undefined);
}
