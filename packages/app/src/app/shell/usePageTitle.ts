import { useEffect } from "react";
import { useUnviewedOrderCount } from "../../features/orders";
import { PRODUCT_NAME } from "../../shared/product";
import { pageNameOf } from "../routes/routeTable";
import { formatPageTitle } from "./pageTitle";

/** Keeps document.title in step with the route and the unviewed notification count. */
export function usePageTitle(pathname: string): void {
  const unviewed = useUnviewedOrderCount();
  useEffect(() => {
    document.title = formatPageTitle(pageNameOf(pathname), PRODUCT_NAME, unviewed);
  }, [pathname, unviewed]);
}
