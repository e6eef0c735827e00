import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import type { SystemStyleObject } from "@mui/system";
import { t } from "../i18n/translate";
import { AmountInput, type AmountInputProps } from "./AmountInput";

export interface AmountWithMaxProps extends AmountInputProps {
  /** Fills in the most that can be sent; no MAX button without it. */
  onMax?: () => void;
  maxTestId?: string;
  /** MAX's own state where it differs from the field's (e.g. no balance yet). */
  maxDisabled?: boolean;
  /** The row's own layout in its parent. */
  rowSx?: SystemStyleObject<Theme>;
}

/** A form's amount field at full width with its MAX button beside it. */
export function AmountWithMax({ onMax, maxTestId, maxDisabled, rowSx, ...props }: AmountWithMaxProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", ...rowSx }}>
      <AmountInput fullWidth {...props} />
      {onMax && (
        <Button
          variant="outlined"
          onClick={onMax}
          disabled={maxDisabled ?? props.disabled}
          sx={{ mt: 1 }}
          data-testid={maxTestId}
        >
          {t("MAX")}
        </Button>
      )}
    </Stack>
  );
}
