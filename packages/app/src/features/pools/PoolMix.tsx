import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { POOL_MIX_PAGE_SIZE } from "@ux/core/amm";
import { useState } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { type PoolMixCard, poolMixPage, poolMixPageCount } from "./poolMix";
import { POOL_TEXTS } from "./poolTexts";
import { TokenAvatar } from "./TokenAvatar";

/** 'Pool Mix': a card per token, 4 at a time with previous/next when the pool has more than 4. */
export function PoolMix({ cards }: { cards: readonly PoolMixCard[] }) {
  const [page, setPage] = useState(0);
  const pages = poolMixPageCount(cards.length);
  const current = Math.min(page, pages - 1);
  const first = current * POOL_MIX_PAGE_SIZE;
  const shown = poolMixPage(cards, current);
  return (
    <Box component="section" aria-labelledby="pool-mix-heading" sx={{ display: "grid", gap: 1.5 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography id="pool-mix-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate(POOL_TEXTS.poolMix)}
        </Typography>
        {pages > 1 && (
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
            <Typography variant="body2" color="textSecondary" aria-live="polite" data-testid="pool-mix-range">
              {t("{first}–{last} of {count}", {
                first: first + 1,
                last: first + shown.length,
                count: cards.length,
              })}
            </Typography>
            <IconButton
              size="small"
              aria-label={t("Previous tokens")}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
              data-testid="pool-mix-prev"
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t("Next tokens")}
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
              data-testid="pool-mix-next"
            >
              <ChevronRight />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
        }}
      >
        {shown.map((card) => (
          <Paper
            key={`${card.symbol}@${card.contract}`}
            variant="outlined"
            sx={{ p: 2, display: "grid", gap: 0.5 }}
            data-testid="pool-mix-card"
          >
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
              <TokenAvatar symbol={card.symbol} contract={card.contract} />
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="pool-mix-percent">
                {card.percent}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600 }} data-testid="pool-mix-symbol">
              {card.symbol}
            </Typography>
            {card.usdShare !== null && (
              <Typography variant="body2" color="textSecondary" data-testid="pool-mix-usd-share">
                {t("{share} of the liquidity (USD)", { share: card.usdShare })}
              </Typography>
            )}
            <Typography variant="body2" color="textSecondary" data-testid="pool-mix-quantity">
              {card.quantity}
            </Typography>
            <Typography variant="body2" data-testid="pool-mix-price">
              {`1 ${card.symbol} = ${card.price}`}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
