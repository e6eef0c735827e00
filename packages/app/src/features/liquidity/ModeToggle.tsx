import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import type { LiquidityMode } from "./addLiquidityInputs";

const LABELS: Record<LiquidityMode, string> = { balanced: msg("Balanced"), unbalanced: msg("Unbalanced") };

/** Balanced / unbalanced switch of the liquidity forms, with the chosen mode's hint beside it. */
export function ModeToggle({
  testId,
  form,
  hints,
}: {
  testId: string;
  /** The liquidity form's mode, its change and whether an order is being placed (the switch waits). */
  form: { mode: LiquidityMode; onModeChange(mode: LiquidityMode): void; busy: boolean };
  /** Message ids, shown translated. */
  hints: Readonly<Record<LiquidityMode, string>>;
}) {
  const value = form.mode;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        disabled={form.busy}
        onChange={(_event, next: LiquidityMode | null) => next !== null && form.onModeChange(next)}
        aria-label={t("Liquidity mode")}
        data-testid={testId}
      >
        {(["balanced", "unbalanced"] as const).map((mode) => (
          <ToggleButton key={mode} value={mode} data-testid={`${testId}-${mode}`}>
            {translate(LABELS[mode])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="textSecondary">
        {translate(hints[value])}
      </Typography>
    </Box>
  );
}
