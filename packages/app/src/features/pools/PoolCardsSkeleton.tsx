import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { t } from "../../shared/i18n/translate";

const FIGURES = 4;
/** The small outlined select's height and the small button's, as the loaded cards draw them. */
const SORT_PICKER_HEIGHT = 40;
const VIEW_BUTTON_HEIGHT = 30;

/**
 * Placeholder cards while the summary loads (mobile), laid out as PoolCards lays out a card: the same lines
 * of the same type sizes, so the cards that replace them do not push the page's lower part down.
 */
export function PoolCardsSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <Box
      sx={{ display: "grid", gap: 1.5 }}
      aria-busy
      data-testid="pools-loading"
      aria-label={t("Loading pools")}
    >
      <Skeleton variant="rounded" height={SORT_PICKER_HEIGHT} />
      {Array.from({ length: cards }, (_, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={card} variant="outlined" sx={{ p: 2, display: "grid", gap: 1.5 }}>
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
            <Typography variant="subtitle1" sx={{ width: "40%" }}>
              <Skeleton />
            </Typography>
            <Skeleton variant="circular" width={32} height={32} />
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
            {Array.from({ length: FIGURES }, (_, figure) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Box key={figure}>
                <Typography variant="caption" component="div">
                  <Skeleton width="60%" />
                </Typography>
                <Typography variant="body2" component="div">
                  <Skeleton width="40%" />
                </Typography>
              </Box>
            ))}
          </Box>
          <Skeleton variant="rounded" width={64} height={VIEW_BUTTON_HEIGHT} />
        </Paper>
      ))}
    </Box>
  );
}
