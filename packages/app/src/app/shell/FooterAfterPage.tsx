import { Footer } from "./Footer";
import { useShownPagePath } from "./pageShown";

/** The footer, once the route's page (or its error page) is on screen: see pageShown. */
export function FooterAfterPage({ pathname }: { pathname: string }) {
  return useShownPagePath() === pathname ? <Footer /> : null;
}
