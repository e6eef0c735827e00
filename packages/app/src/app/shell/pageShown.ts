import { useLayoutEffect, useSyncExternalStore } from "react";

/*
 * Which route's page is on screen, for the footer: drawn under the short loading bar it would sit high on the
 * screen, then jump down when the page renders (the layout shift a first visit saw on /pools/standard and
 * /wallet). The page's Suspense boundary reveals the marker together with the page, and the marker's layout
 * effect shows the footer before the browser paints that frame.
 */

let shownPath: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The path whose page (or error page) was last put on screen; null before the first. */
export function useShownPagePath(): string | null {
  return useSyncExternalStore(subscribe, () => shownPath);
}

/** Called by the marker rendered beside the route's page (PageShownMarker). */
export function useMarkPageShown(pathname: string): void {
  useLayoutEffect(() => {
    if (shownPath === pathname) return;
    shownPath = pathname;
    for (const listener of listeners) listener();
  }, [pathname]);
}
