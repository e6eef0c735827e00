import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import { slippageWarning } from "@ux/core/amm";
import { useId, useState } from "react";
import { translate } from "../i18n/translate";
import { AmountInput } from "../ui/AmountInput";
import { DialogPopover, type PopoverPlacement } from "../ui/DialogPopover";
import { toleranceBps } from "./slippageSetting";
import { slippageStore, useSlippageStore } from "./slippageStore";
import { SLIPPAGE_TEXTS, SLIPPAGE_WARNINGS, toleranceText } from "./slippageTexts";

/** The custom field accepts a percent with at most 2 decimals (0.01% steps, as core counts them). */
const PERCENT_DECIMALS = 2;

/**
 * The gear of a trading form: opens the slippage tolerance ('Auto' or a custom percent) every trading form
 * shares. A popover labelled by its title; Escape or a click outside closes it and drops refused text.
 */
export function SlippageSettings({ testId }: { testId: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const close = () => {
    slippageStore.getState().discardDraft();
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label={translate(SLIPPAGE_TEXTS.settings)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : popoverId}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={`${testId}-slippage-settings`}
        size="small"
      >
        <SettingsOutlined fontSize="small" />
      </IconButton>
      {anchor !== null && <SlippagePopover id={popoverId} anchorEl={anchor} onClose={close} />}
    </>
  );
}

function SlippagePopover(placement: PopoverPlacement) {
  const { setting, draft, draftError, chooseAuto, typeCustom } = useSlippageStore((state) => state);
  const titleId = useId();
  const descriptionId = useId();
  const warning = slippageWarning(toleranceBps(setting));
  const auto = setting.kind === "auto";
  return (
    <DialogPopover
      {...placement}
      labelledBy={titleId}
      describedBy={descriptionId}
      testId="slippage-popover"
      width={340}
      sx={{ p: 2, display: "grid", gap: 1.5 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(SLIPPAGE_TEXTS.title)}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="textSecondary">
        {translate(SLIPPAGE_TEXTS.explanation)}
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
        <Button
          variant={auto ? "contained" : "outlined"}
          aria-pressed={auto}
          onClick={chooseAuto}
          data-testid="slippage-auto"
          sx={{ height: 40, flexShrink: 0 }}
        >
          {translate(SLIPPAGE_TEXTS.auto)}
        </Button>
        <AmountInput
          size="small"
          fullWidth
          label={translate(SLIPPAGE_TEXTS.custom)}
          value={draft}
          decimals={PERCENT_DECIMALS}
          placeholder="0.5"
          onAmountChange={typeCustom}
          error={draftError !== null}
          helperText={draftError ?? " "}
          slotProps={{
            htmlInput: { "data-testid": "slippage-custom" },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </Box>
      <Typography variant="body2" data-testid="slippage-current">
        {toleranceText(setting)}
      </Typography>
      {warning !== null && (
        <Typography variant="body2" color="warning" role="status" data-testid="slippage-warning">
          {translate(SLIPPAGE_WARNINGS[warning])}
        </Typography>
      )}
    </DialogPopover>
  );
}
