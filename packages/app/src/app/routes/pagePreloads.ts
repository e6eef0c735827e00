/*
 * The links to the first route's page files, which index.html's inline script adds in short slices
 * (vite.config.routePreloads.ts). A page's lazy import waits for them: Vite's preload helper skips files
 * already linked, and would otherwise add every missing link in one long task (~2 ms each on a phone).
 */

declare global {
  interface Window {
    /** Set by the built index.html: adds the page's links once; resolves when all are in. */
    uxPagePreloads?: () => Promise<void>;
  }
}

/** Resolves once the first route's page links are in (at once where no script adds them: dev server, tests). */
export function firstPageLinksAdded(): Promise<void> {
  return typeof window === "undefined" || window.uxPagePreloads === undefined
    ? Promise.resolve()
    : window.uxPagePreloads();
}
