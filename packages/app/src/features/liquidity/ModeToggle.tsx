import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { LiquidityMode } from "./addLiquidityInputs";

const LABELS: Record<LiquidityMode, string> = { balanced: "Balanced", unbalanced: "Unbalanced" };

/** Balanced / unbalanced switch of the liquidity forms. */
export function ModeToggle({
  testId,
  value,
  onChange,
  disabled = false,
}: {
  testId: string;
  value: LiquidityMode;
  onChange: (mode: LiquidityMode) => void;
  disabled?: boolean;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      onChange={(_event, next: LiquidityMode | null) => next !== null && onChange(next)}
      aria-label="Liquidity mode"
      data-testid={testId}
    >
      {(["balanced", "unbalanced"] as const).map((mode) => (
        <ToggleButton key={mode} value={mode} data-testid={`${testId}-${mode}`}>
          {LABELS[mode]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
