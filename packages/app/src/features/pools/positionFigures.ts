import { formatUnits, USD_DECIMALS } from "@ux/core/money";
import { translate } from "../../shared/i18n/translate";
import { lpAmountFigure, usdFigure } from "./poolFormat";
import type { PoolListRow } from "./poolRows";
import { POOL_TEXTS } from "./poolTexts";

/**
 * The table's My Position text: the LP balance's USD value, 'None' without a position (or wallet); an
 * unpriced LP token shows the LP amount instead of a made-up value. Undefined while balances load.
 */
export function positionUsdText(row: PoolListRow): string | undefined {
  const position = row.position;
  if (position.kind === "loading") return undefined;
  if (position.kind === "none" || row.lp === undefined) return translate(POOL_TEXTS.noPosition);
  if (position.usdUnits === null) return lpAmountFigure(position.lpUnits, row.lp.decimals, row.lp.symbol);
  return usdFigure(formatUnits(position.usdUnits, USD_DECIMALS));
}

/** The card's position in LP tokens: '12.3456 LPB', or 'None'. Undefined while balances load. */
export function positionLpText(row: PoolListRow): string | undefined {
  const position = row.position;
  if (position.kind === "loading") return undefined;
  if (position.kind === "none" || row.lp === undefined) return translate(POOL_TEXTS.noPosition);
  return lpAmountFigure(position.lpUnits, row.lp.decimals, row.lp.symbol);
}
