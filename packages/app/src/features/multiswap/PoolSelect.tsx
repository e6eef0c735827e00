import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";

/** ours: the pool field's label, its empty option, and the states of the pool list. */
export const POOL_LABEL = "Pool";
export const SELECT_A_POOL = "Select a pool";
export const NO_POOLS = "No pools available";
export const POOLS_NOT_LOADED = "The pools could not be loaded; retrying shortly.";

/** The pool choice: a native select (keyboard and mobile friendly), a skeleton while the pools load. */
export function PoolSelect({
  pools,
  failed,
  poolId,
  onChange,
}: {
  /** Undefined while loading. */
  pools: readonly AmmPoolEntry[] | undefined;
  failed: boolean;
  poolId: number | null;
  onChange: (id: number | null) => void;
}) {
  if (pools === undefined) {
    return failed ? (
      <Typography color="error" role="alert">
        {POOLS_NOT_LOADED}
      </Typography>
    ) : (
      <Box role="status" aria-busy="true" aria-label="Loading pools">
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  }
  if (pools.length === 0) return <Typography color="text.secondary">{NO_POOLS}</Typography>;
  return (
    <TextField
      select
      fullWidth
      label={POOL_LABEL}
      value={poolId === null ? "" : String(poolId)}
      onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { "data-testid": "multiswap-pool" },
      }}
    >
      <option value="">{SELECT_A_POOL}</option>
      {pools.map(({ pool, description }) => (
        <option key={pool.id} value={String(pool.id)} title={description}>
          {pool.pool_name}
        </option>
      ))}
    </TextField>
  );
}
