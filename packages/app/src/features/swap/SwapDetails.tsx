import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { translate } from "../../shared/i18n/translate";
import { MinimumReceived } from "../../shared/slippage/MinimumReceived";
import { PriceImpact } from "../../shared/slippage/PriceImpact";
import { DetailRow } from "../../shared/ui/DetailRow";
import { SWAP_TEXTS } from "./swapTexts";

export interface SwapDetailsProps {
  /** The amount to receive with its symbol, '' when there is none. */
  readonly estimateText: string;
  readonly to: { readonly symbol: string | null };
  readonly protection: { readonly minimumText: string; readonly impactBps: bigint | null } | null;
  readonly route: { readonly text: string; readonly detail: string | null } | null;
  readonly poolChoices: readonly { readonly id: number; readonly label: string }[];
  readonly poolId: number | null;
  readonly unitPrices: readonly [string, string] | null;
  readonly onChoosePool: (poolId: number) => void;
}

/**
 * Under the amounts: the estimate, 'Minimum received' at the slippage tolerance, the price impact, the
 * route (every pool of a UFX hop), the pool choice when several match, the unit prices and the fee.
 */
export function SwapDetails(props: SwapDetailsProps) {
  const { protection } = props;
  return (
    <Box sx={{ display: "grid", gap: 0.75, py: 1 }}>
      <DetailRow label={translate(SWAP_TEXTS.estimate)}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums" }}
          data-testid="swap-estimate"
        >
          {props.estimateText === "" ? "–" : props.estimateText}
        </Typography>
      </DetailRow>
      <MinimumReceived
        testId="swap-minimum-received"
        lines={
          protection === null || props.to.symbol === null
            ? []
            : [{ symbol: props.to.symbol, text: protection.minimumText }]
        }
      />
      {protection !== null && protection.impactBps !== null && (
        <PriceImpact impactBps={protection.impactBps} testId="swap-price-impact" />
      )}
      {props.route !== null && (
        <DetailRow label={translate(SWAP_TEXTS.route)}>
          <Typography variant="body2" component="span" data-testid="swap-route">
            {props.route.text}
          </Typography>
          {props.route.detail !== null && (
            <Typography
              variant="caption"
              color="textSecondary"
              component="div"
              data-testid="swap-route-detail"
            >
              {props.route.detail}
            </Typography>
          )}
        </DetailRow>
      )}
      {props.poolChoices.length > 1 && (
        <TextField
          select
          size="small"
          label={translate(SWAP_TEXTS.pool)}
          value={props.poolId === null ? "" : String(props.poolId)}
          onChange={(event) => props.onChoosePool(Number(event.target.value))}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { "data-testid": "swap-pool-select" },
          }}
        >
          {props.poolChoices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
      {props.unitPrices !== null && (
        <DetailRow label={translate(SWAP_TEXTS.unitPrice)}>
          <Box data-testid="swap-unit-price">
            {props.unitPrices.map((line) => (
              <Typography key={line} variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
                {line}
              </Typography>
            ))}
          </Box>
        </DetailRow>
      )}
      <Typography variant="caption" color="textSecondary">
        {translate(SWAP_TEXTS.swapFee)}
      </Typography>
    </Box>
  );
}
