import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { POOL_LIST_MAX_ICONS } from "@ux/core/amm";
import type { PoolTokenId } from "./poolRows";
import { tokenCountText } from "./poolTexts";
import { TokenAvatar } from "./TokenAvatar";

/** A pool's tokens in the list: overlapping icons, or the count when there are more than 5. */
export function TokenStack({ tokens }: { tokens: readonly PoolTokenId[] }) {
  const symbols = tokens.map((token) => token.symbol).join(", ");
  if (tokens.length > POOL_LIST_MAX_ICONS) {
    return (
      <Typography variant="body2" title={symbols} data-testid="pool-token-count">
        {tokenCountText(tokens.length)}
      </Typography>
    );
  }
  return (
    <Box
      role="group"
      aria-label={symbols}
      data-testid="pool-token-icons"
      sx={{ display: "flex", "& > *:not(:first-of-type)": { ml: -1 } }}
    >
      {tokens.map((token) => (
        <TokenAvatar
          key={`${token.symbol}@${token.contract}`}
          symbol={token.symbol}
          contract={token.contract}
        />
      ))}
    </Box>
  );
}
