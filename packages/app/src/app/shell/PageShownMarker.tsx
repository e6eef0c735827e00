import { useMarkPageShown } from "./pageShown";

/** Renders nothing: placed beside the route's page, it tells the footer that the page is on screen. */
export function PageShownMarker({ pathname }: { pathname: string }) {
  useMarkPageShown(pathname);
  return null;
}
