import { msg } from "../../shared/i18n/msg";
import { liquidityTabPath } from "../../shared/routes/liquidityTabs";
import { POOL_NAME_PARAM } from "./usePoolNameQuery";

export interface PositionLink {
  readonly label: string;
  readonly to: string;
}

/** A position row's actions (spec 2 §2): Swap, Add Liquidity, Remove Liquidity, each with query pool_name. */
export function positionLinks(poolName: string): PositionLink[] {
  const query = `?${new URLSearchParams({ [POOL_NAME_PARAM]: poolName })}`;
  return [
    { label: msg("Swap"), to: `/amm/swap${query}` },
    { label: msg("Add Liquidity"), to: `${liquidityTabPath("add")}${query}` },
    { label: msg("Remove Liquidity"), to: `${liquidityTabPath("remove")}${query}` },
  ];
}
