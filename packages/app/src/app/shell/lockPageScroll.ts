/**
 * Stops the page behind a modal from scrolling (a modal dialog makes the page inert, but the wheel and touch
 * still scroll it); returns what restores the document element's own overflow.
 *
 * No room is kept for a classic scrollbar that goes (MUI's Modal measured it and padded the body, a forced
 * layout in the commit that opens it): the disclaimer opens while its page is still loading, mostly too
 * short to scroll, and a reserved gutter would then shift the page and leave an undimmed strip beside the
 * backdrop. Phones' overlay scrollbars take no room either way.
 */
export function lockPageScroll(root: HTMLElement): () => void {
  const { overflow } = root.style;
  root.style.overflow = "hidden";
  return () => {
    root.style.overflow = overflow;
  };
}
