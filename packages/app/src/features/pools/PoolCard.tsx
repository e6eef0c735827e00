import EmojiEvents from "@mui/icons-material/EmojiEvents";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { memo, type ReactNode } from "react";
import { t } from "../../shared/i18n/translate";
import { PoolViewButton } from "./PoolViewButton";
import { percentFigure, usdFigure } from "./poolFormat";
import type { PoolListRow } from "./poolRows";
import { positionLpText } from "./positionFigures";
import { samePoolRow } from "./samePoolRow";
import { TokenStack } from "./TokenStack";

// Built once rather than per card and render.
const CARD_SX = { p: 2, cursor: "pointer", display: "grid", gap: 1.5 } as const;
const HEAD_SX = { display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 } as const;
const BOLD_SX = { fontWeight: 700 } as const;
const FIGURES_SX = { display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 } as const;
const FIGURE_SX = { fontWeight: 600 } as const;
const APR_SX = { display: "inline-flex", alignItems: "center", gap: 0.5 } as const;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={FIGURE_SX}>
        {children}
      </Typography>
    </Box>
  );
}

interface PoolCardProps {
  row: PoolListRow;
  onOpen: (row: PoolListRow) => void;
}

/** One pool's card (mobile): figures, the reward icon with the APR, and the position in LP. */
function PoolCardView({ row, onOpen }: PoolCardProps) {
  const position = positionLpText(row);
  return (
    <Paper variant="outlined" onClick={() => onOpen(row)} sx={CARD_SX} data-testid={`pools-card-${row.name}`}>
      <Box sx={HEAD_SX}>
        <Typography component="h2" variant="subtitle1" sx={BOLD_SX}>
          {row.name}
        </Typography>
        <TokenStack tokens={row.tokens} />
      </Box>
      <Box sx={FIGURES_SX}>
        <Figure label={t("Liquidity (USD)")}>{usdFigure(row.liquidityUsd)}</Figure>
        <Figure label={t("Volume (24H)")}>{usdFigure(row.volumeUsd)}</Figure>
        <Figure label={t("Estimated APR")}>
          <Box component="span" sx={APR_SX}>
            <EmojiEvents fontSize="inherit" color="warning" titleAccess={t("Rewards")} />
            {percentFigure(row.aprPercent)}
          </Box>
        </Figure>
        <Figure label={t("My Position")}>
          <span data-testid={`pools-position-${row.name}`}>
            {position ?? <Skeleton width={64} aria-label={t("Loading position")} />}
          </span>
        </Figure>
      </Box>
      <PoolViewButton row={row} />
    </Paper>
  );
}

/** Renders again only when its figures change (a refresh rebuilds every row), not on every list render. */
export const PoolCard = memo(
  PoolCardView,
  (before, after) => before.onOpen === after.onOpen && samePoolRow(before.row, after.row),
);
