import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Routes, useParams } from "react-router";
import { Shell } from "../shell/Shell";
import { PAGE_LOADERS } from "./pageLoaders";
import { loadPage } from "./pageLoads";
import { RedirectKeepingQuery } from "./RedirectKeepingQuery";
import { APP_ROUTES, type AppRoute, type PageRouteId, paramsAllowed } from "./routeTable";

/*
 * Declarative routing (BrowserRouter + Routes) rather than the data router: the app has no loaders or
 * actions, and the data router costs about 15 kB gzipped of the landing budget. Pages are React.lazy chunks;
 * the Shell holds the Suspense fallback and the error boundary.
 */

const lazyPages = Object.fromEntries(
  Object.keys(PAGE_LOADERS).map((id) => [
    id,
    lazy(() => loadPage(id as PageRouteId).then((Component) => ({ default: Component }))),
  ]),
) as Record<PageRouteId, LazyExoticComponent<ComponentType>>;

/** A page whose path parameters are checked against the route table; other values show 'Page not found'. */
function GuardedPage({ route }: { route: AppRoute }) {
  const params = useParams();
  const Page = lazyPages[route.id as PageRouteId];
  const NotFound = lazyPages.notFound;
  return paramsAllowed(route, params) ? <Page /> : <NotFound />;
}

function elementOf(route: AppRoute) {
  if (route.redirectTo !== undefined) return <RedirectKeepingQuery to={route.redirectTo} />;
  return <GuardedPage route={route} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {APP_ROUTES.map((route) => (
          <Route key={route.id} path={route.path} element={elementOf(route)} />
        ))}
      </Route>
    </Routes>
  );
}
