import { useLayoutEffect, useState } from "react";

/*
 * Which route's page is on screen, for the footer: drawn under the short loading bar it would sit high on the
 * screen, then jump down when the page renders (the layout shift a first visit saw on /pools/standard and
 * /wallet). The page's Suspense boundary reveals the marker together with the page, and the marker's layout
 * effect shows the footer before the browser paints that frame.
 */

let shownPath: string | null = null;
const listeners = new Set<() => void>();

/**
 * The path whose page (or error page) was last put on screen; null before the first. Subscribed in a layout
 * effect, not with useSyncExternalStore: that subscribes after the paint, so when the footer mounts in the
 * same (transition) commit as the page, the marker's news would reach it a frame late.
 */
export function useShownPagePath(): string | null {
  const [path, setPath] = useState(shownPath);
  useLayoutEffect(() => {
    // The marker's layout effect may have run earlier in this same commit.
    setPath(shownPath);
    const listener = () => setPath(shownPath);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return path;
}

/** Called by the marker rendered beside the route's page (PageShownMarker). */
export function useMarkPageShown(pathname: string): void {
  useLayoutEffect(() => {
    if (shownPath === pathname) return;
    shownPath = pathname;
    for (const listener of listeners) listener();
  }, [pathname]);
}
