import Typography from "@mui/material/Typography";
import { translate } from "../i18n/translate";
import { DetailRow } from "../ui/DetailRow";
import { useSlippageStore } from "./slippageStore";
import { SLIPPAGE_TEXTS, toleranceText } from "./slippageTexts";

/** One output's minimum, formatted as the form formats its estimate ('9.9289 UTX'). */
export interface MinimumLine {
  readonly symbol: string;
  readonly text: string;
}

/**
 * 'Minimum received': per output the least the order may pay (what the order sends on chain), with the
 * tolerance it was computed with ('Slippage tolerance 0.5% (auto)'). Test ids: `${testId}` on the row,
 * `${testId}-${symbol}` per output, `${testId}-tolerance` on the tolerance.
 */
export function MinimumReceived({ lines, testId }: { lines: readonly MinimumLine[]; testId: string }) {
  const setting = useSlippageStore((state) => state.setting);
  return (
    <div data-testid={testId}>
      <DetailRow label={translate(SLIPPAGE_TEXTS.minimumReceived)}>
        {lines.length === 0 ? (
          <Typography variant="body2">–</Typography>
        ) : (
          lines.map((line) => (
            <Typography
              key={line.symbol}
              variant="body2"
              sx={{ fontVariantNumeric: "tabular-nums" }}
              data-testid={`${testId}-${line.symbol}`}
            >
              {line.text}
            </Typography>
          ))
        )}
        <Typography
          variant="caption"
          color="textSecondary"
          component="div"
          data-testid={`${testId}-tolerance`}
        >
          {toleranceText(setting)}
        </Typography>
      </DetailRow>
    </div>
  );
}
