import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { msg } from "../i18n/msg";
import { t, translate } from "../i18n/translate";

/** ours: the pool field's label and its empty option. */
export const POOL_LABEL = msg("Pool");
export const SELECT_A_POOL = msg("Select a pool");

/** One pool of the list: the select's value, the option's text and its optional tooltip. */
export interface PoolOption {
  readonly value: string;
  readonly label: string;
  readonly title?: string;
}

/**
 * The pool choice of the trading forms: a native select (keyboard and screen-reader friendly, the phone's
 * own picker on mobile), a skeleton while `options` is undefined. A value not among the options shows the
 * empty option. `failedText` replaces the skeleton when the pools could not be loaded, `emptyText` the
 * select when there are no pools (forms that show these elsewhere leave them out).
 */
export function PoolSelect({
  testId,
  options,
  value,
  onChange,
  failedText,
  emptyText,
}: {
  testId: string;
  options: readonly PoolOption[] | undefined;
  value: string;
  onChange: (value: string) => void;
  failedText?: string | null;
  emptyText?: string;
}) {
  if (options === undefined) {
    if (failedText) {
      return (
        <Typography color="error" role="alert">
          {failedText}
        </Typography>
      );
    }
    return (
      <Box role="status" aria-busy="true" aria-label={t("Loading pools")} data-testid={`${testId}-loading`}>
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  }
  if (options.length === 0 && emptyText !== undefined) {
    return <Typography color="textSecondary">{translate(emptyText)}</Typography>;
  }
  return (
    <TextField
      select
      fullWidth
      label={translate(POOL_LABEL)}
      value={options.some((option) => option.value === value) ? value : ""}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        htmlInput: { "data-testid": testId },
        inputLabel: { shrink: true },
      }}
    >
      <option value="">{translate(SELECT_A_POOL)}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} title={option.title}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
