import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { needsImpactConfirmation, PRICE_IMPACT_CONFIRM_WORD } from "@ux/core/amm";
import { useState } from "react";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { ImpactConfirmField } from "../../shared/slippage/ImpactConfirmField";
import { FeeInfo } from "./FeeInfo";
import type { MultiSwapProtection } from "./multiSwapProtection";
import type { MultiSwapSummary } from "./multiSwapSummary";
import { ProtectionRows } from "./ProtectionRows";
import { SummaryDialogFrame } from "./SummaryDialogFrame";
import { SummaryTables } from "./SummaryTables";

/** Spec 2 §2: 'Submit' opens a confirm dialog titled Confirm. */
export const CONFIRM_TITLE = msg("Confirm");

/**
 * The last look before signing; while the order is being placed it cannot be dismissed. Above 15% price
 * impact on any output, Confirm waits for the confirmation word typed exactly.
 */
export function ConfirmOrderDialog({
  summary,
  protection,
  submitting,
  mobile,
  onCancel,
  onConfirm,
}: {
  summary: MultiSwapSummary;
  protection: MultiSwapProtection | null;
  submitting: boolean;
  mobile: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [typed, setTyped] = useState("");
  const impact = protection?.worstImpactBps ?? null;
  const asksWord = impact !== null && needsImpactConfirmation(impact);
  const confirmed = !asksWord || typed === PRICE_IMPACT_CONFIRM_WORD;
  const close = () => {
    if (!submitting) onCancel();
  };
  return (
    <SummaryDialogFrame
      title={translate(CONFIRM_TITLE)}
      testId="multiswap-confirm-dialog"
      mobile={mobile}
      onClose={close}
      contentSx={{ display: "grid", gap: 2 }}
      actions={
        <>
          <Button onClick={close} disabled={submitting}>
            {t("Cancel")}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              if (confirmed) onConfirm();
            }}
            disabled={submitting || !confirmed}
            autoFocus={!asksWord}
            data-testid="multiswap-confirm"
            startIcon={
              submitting ? (
                <CircularProgress size={16} color="inherit" aria-label={t("Placing the order")} />
              ) : undefined
            }
          >
            {translate(CONFIRM_TITLE)}
          </Button>
        </>
      }
    >
      <SummaryTables summary={summary} />
      <ProtectionRows protection={protection} />
      <FeeInfo />
      {asksWord && (
        <ImpactConfirmField
          impactBps={impact}
          value={typed}
          onChange={setTyped}
          disabled={submitting}
          autoFocus
        />
      )}
    </SummaryDialogFrame>
  );
}
