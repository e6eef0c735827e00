import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { POOL_DETAIL_MAX_ICONS } from "@ux/core/amm";
import { t } from "../../shared/i18n/translate";
import type { PoolTokenId } from "./poolRows";
import { tokenCountText } from "./poolTexts";
import { TokenAvatar } from "./TokenAvatar";

/**
 * The detail page's token icons with their symbols; up to 7 wrap, above 7 the strip scrolls and shows a count.
 */
export function TokenStrip({ tokens }: { tokens: readonly PoolTokenId[] }) {
  const scrolls = tokens.length > POOL_DETAIL_MAX_ICONS;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
      <Box
        component="ul"
        aria-label={t("Pool tokens")}
        data-testid="pool-token-strip"
        data-scrolls={scrolls}
        tabIndex={scrolls ? 0 : undefined}
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "flex",
          // Up to 7 tokens wrap onto a second line on a phone rather than pushing the page sideways.
          flexWrap: scrolls ? "nowrap" : "wrap",
          gap: 1.5,
          minWidth: 0,
          overflowX: scrolls ? "auto" : "visible",
          pb: scrolls ? 1 : 0,
        }}
      >
        {tokens.map((token) => (
          <Box
            component="li"
            key={`${token.symbol}@${token.contract}`}
            sx={{ display: "flex", alignItems: "center", gap: 0.75, flexShrink: 0 }}
          >
            <TokenAvatar symbol={token.symbol} contract={token.contract} size={32} />
            <Typography variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
              {token.symbol}
            </Typography>
          </Box>
        ))}
      </Box>
      {scrolls && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ flexShrink: 0 }}
          data-testid="pool-token-count"
        >
          {tokenCountText(tokens.length)}
        </Typography>
      )}
    </Box>
  );
}
