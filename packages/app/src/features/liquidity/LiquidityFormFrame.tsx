import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import type { FormStatus } from "@ux/core/forms";
import type { FormEvent, ReactNode } from "react";
import { type PoolOption, PoolSelect } from "../../shared/amm/PoolSelect";
import { missingPoolName, poolNotOfferedText } from "../../shared/amm/poolNotFound";
import { SlippageSettings } from "../../shared/slippage/SlippageSettings";
import { FormSubmitButton } from "../../shared/ui/FormSubmitButton";

/** What both liquidity forms share: the pool, the main button, and how the form submits. */
export interface LiquidityFormFrameProps {
  /** Undefined while the pools load. */
  readonly pools: readonly PoolOption[] | undefined;
  readonly poolName: string;
  readonly onPoolChange: (poolName: string) => void;
  readonly status: FormStatus;
  /** An order is being placed. */
  readonly busy: boolean;
  readonly onSubmit: () => void;
  readonly onConnectWallet: (anchor: HTMLElement) => void;
}

/**
 * A liquidity form: the pool select with the slippage settings, the form's own fields, then the main button. Enter submits only in
 * the valid state and not while an order is being placed.
 */
export function LiquidityFormFrame({
  submitTestId,
  children,
  ...props
}: LiquidityFormFrameProps & { submitTestId: string; children: ReactNode }) {
  const { status, busy } = props;
  const missing = missingPoolName(
    props.pools?.map((option) => option.value),
    props.poolName,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status.action === "submit" && status.enabled && !busy) props.onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2, maxWidth: 640 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PoolSelect
            testId="liquidity-pool"
            options={props.pools}
            value={props.poolName}
            onChange={props.onPoolChange}
          />
        </Box>
        <SlippageSettings testId={submitTestId.replace(/-submit$/, "")} />
      </Box>
      {missing !== null && (
        <Alert severity="info" data-testid="liquidity-pool-not-found">
          {poolNotOfferedText(missing)}
        </Alert>
      )}
      {children}
      <FormSubmitButton
        testId={submitTestId}
        status={status}
        busy={busy}
        onConnectWallet={props.onConnectWallet}
      />
    </Box>
  );
}
