import { MAIN_MIN_HEIGHT_OFFSET_PX } from "../../shared/ui/layoutConstants";

/**
 * The route family whose main area is at least the viewport minus 77px tall (spec 1 §2: 'On one route
 * family the main area has a minimum height of the viewport height minus 77px'). The spec does not name
 * the family; ours is the AMM trading screens (/amm/swap, /amm/multiSwap, /amm/liquidity/...), whose
 * cards sit on the page's background and keep the footer at the bottom of the screen.
 */
export const MIN_HEIGHT_ROUTE_FAMILY = "/amm";

export function inMinHeightFamily(pathname: string): boolean {
  return pathname === MIN_HEIGHT_ROUTE_FAMILY || pathname.startsWith(`${MIN_HEIGHT_ROUTE_FAMILY}/`);
}

/** The main area's CSS min-height on that family ('calc(100vh - 77px)'), undefined elsewhere. */
export function mainMinHeight(pathname: string): string | undefined {
  return inMinHeightFamily(pathname) ? `calc(100vh - ${MAIN_MIN_HEIGHT_OFFSET_PX}px)` : undefined;
}
