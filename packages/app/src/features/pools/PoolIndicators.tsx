import InfoOutlined from "@mui/icons-material/InfoOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { translate } from "../../shared/i18n/translate";
import type { PoolIndicator } from "./poolDetailFigures";
import { POOL_TEXTS } from "./poolTexts";

/** The 'APY Estimate' info popup next to Estimated APR. */
function AprEstimateInfo() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate(POOL_TEXTS.aprPopupTitle)}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="pool-apr-info"
      >
        <InfoOutlined fontSize="inherit" />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { p: 2, maxWidth: 320 } } }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate(POOL_TEXTS.aprPopupTitle)}
        </Typography>
        <Typography variant="body2" data-testid="pool-apr-popup-body">
          {translate(POOL_TEXTS.aprPopupBody)}
        </Typography>
      </Popover>
    </>
  );
}

/** Liquidity, Volume 24h, Estimated APR (with its popup) and LP Base Fee. */
export function PoolIndicators({ indicators }: { indicators: readonly PoolIndicator[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" } }}
    >
      {indicators.map((indicator) => (
        <Paper key={indicator.id} variant="outlined" sx={{ p: 2 }}>
          <Typography
            component="dt"
            variant="body2"
            color="textSecondary"
            sx={{ display: "flex", alignItems: "center", minHeight: 28 }}
          >
            {indicator.label}
            {indicator.id === "apr" && <AprEstimateInfo />}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            sx={{ m: 0, fontWeight: 700 }}
            data-testid={`pool-indicator-${indicator.id}`}
          >
            {indicator.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
