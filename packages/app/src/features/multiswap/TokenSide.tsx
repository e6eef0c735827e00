import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { multiSwapSideSummary } from "@ux/core/forms";
import { useId } from "react";
import { translate } from "../../shared/i18n/translate";

/** One side of the form: its title, 'No Tokens Selected' or the chosen list, and Select/Edit Tokens. */
export function TokenSide({
  title,
  chosen,
  disabled,
  testId,
  onSelect,
}: {
  title: string;
  /** Labels of the chosen tokens ('1.5000 EOS', '50% UTX'). */
  chosen: readonly string[];
  disabled: boolean;
  testId: string;
  /** Called with the button pressed (the login opens at it without a wallet). */
  onSelect: (button: HTMLElement) => void;
}) {
  const titleId = useId();
  const side = multiSwapSideSummary(chosen);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 2, display: "grid", gap: 1.5 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography
        color={chosen.length === 0 ? "textSecondary" : "textPrimary"}
        data-testid={`${testId}-summary`}
        sx={{ overflowWrap: "anywhere" }}
      >
        {translate(side.summary)}
      </Typography>
      <div>
        <Button
          variant="outlined"
          onClick={(event) => onSelect(event.currentTarget)}
          disabled={disabled}
          data-testid={testId}
        >
          {translate(side.buttonText)}
        </Button>
      </div>
    </Box>
  );
}
