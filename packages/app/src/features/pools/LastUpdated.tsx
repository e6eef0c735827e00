import Refresh from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useNow } from "../../shared/hooks/useNow";
import { t } from "../../shared/i18n/translate";
import { LocalDateTime } from "./LocalDateTime";
import { lastUpdatedText } from "./lastUpdated";

const TICK_MS = 15_000;

/** 'Last updated 2 minutes ago' with a refresh button; the exact time is in the tooltip. */
export function LastUpdated({
  updatedMs,
  refreshing,
  onRefresh,
}: {
  updatedMs: number | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const now = useNow(TICK_MS);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      <Tooltip title={updatedMs === undefined ? "" : <LocalDateTime ms={updatedMs} />}>
        <Typography variant="body2" color="textSecondary" data-testid="pools-last-updated">
          {lastUpdatedText(updatedMs, now)}
        </Typography>
      </Tooltip>
      <IconButton
        size="small"
        aria-label={t("Refresh pools")}
        onClick={onRefresh}
        disabled={refreshing}
        data-testid="pools-refresh"
      >
        <Refresh fontSize="small" />
      </IconButton>
    </Box>
  );
}
