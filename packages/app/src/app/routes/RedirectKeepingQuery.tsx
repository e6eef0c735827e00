import { Navigate, useLocation } from "react-router";

/** Sends the user to another path, keeping the query (e.g. /amm/liquidity?pool_name=x -> /amm/liquidity/add?pool_name=x). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
