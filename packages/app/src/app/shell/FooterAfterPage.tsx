import { use } from "react";
import { pageArrival } from "../routes/pageLoads";
import { Footer } from "./Footer";

/**
 * The footer, once the route's page has arrived: drawn under the short loading bar it would sit high on the
 * screen, then jump down when the page renders (the layout shift a first visit saw on /pools/standard).
 */
export function FooterAfterPage({ pathname }: { pathname: string }) {
  const arrival = pageArrival(pathname);
  if (arrival !== null) use(arrival);
  return <Footer />;
}
