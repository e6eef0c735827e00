import { useEffect } from "react";
import { useUnviewedOrderCount } from "../../features/orders";
import { useTranslate } from "../../shared/i18n/useCatalogue";
import { PRODUCT_NAME } from "../../shared/product";
import { pageNameOf } from "../routes/routeTable";
import { formatPageTitle } from "./pageTitle";

/** Keeps document.title in step with the route and the unviewed notification count. */
export function usePageTitle(pathname: string): void {
  const unviewed = useUnviewedOrderCount();
  const translate = useTranslate();
  useEffect(() => {
    document.title = formatPageTitle(translate(pageNameOf(pathname)), PRODUCT_NAME, unviewed);
  }, [pathname, unviewed, translate]);
}
