import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";

export interface PoolChoice {
  readonly name: string;
  readonly description: string;
}

/** ours: the empty option of a pool list. */
export const NO_POOL_OPTION = "Select a pool";

/**
 * A native select: keyboard and screen-reader friendly everywhere, and the phone's own picker on mobile.
 * `choices` undefined means the pools are still loading.
 */
export function PoolSelect({
  testId,
  choices,
  value,
  onChange,
}: {
  testId: string;
  choices: readonly PoolChoice[] | undefined;
  value: string;
  onChange: (poolName: string) => void;
}) {
  if (choices === undefined) {
    return (
      <Skeleton variant="rounded" height={56} aria-label="Loading pools" data-testid={`${testId}-loading`} />
    );
  }
  return (
    <TextField
      select
      fullWidth
      label="Pool"
      value={choices.some((c) => c.name === value) ? value : ""}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        htmlInput: { "data-testid": testId },
        inputLabel: { shrink: true },
      }}
    >
      <option value="">{NO_POOL_OPTION}</option>
      {choices.map((choice) => (
        <option key={choice.name} value={choice.name}>
          {choice.description === "" ? choice.name : `${choice.name} · ${choice.description}`}
        </option>
      ))}
    </TextField>
  );
}
