import { useEffect, useId, useRef } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { LEGAL_DISCLAIMER } from "../../shared/legal";
import { disclaimerFirst } from "./disclaimerFirst";
import {
  ContainedButton,
  DialogActions,
  DialogBody,
  DialogHeading,
  DialogSurface,
  DialogText,
} from "./nativeDialogParts";
import { useNonDismissibleModal } from "./useNonDismissibleModal";

/*
 * A native modal <dialog> rather than MUI's Dialog: every route's first visit mounts it while the page
 * loads, and Dialog's Modal, Portal, FocusTrap, Fade and Backdrop made that one 200-280 ms task on a
 * 4x-slowed phone. The browser's top layer gives the same modal (inert page, focus kept inside, backdrop).
 */

/** Shown until accepted: Escape, the back gesture and clicks outside leave it open. */
export function DisclaimerDialog({ onAccept }: { onAccept: () => void }) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  useNonDismissibleModal(dialogRef, acceptRef);
  // After the frame that paints the dialog, the page's code may load (disclaimerFirst.ts).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(disclaimerFirst.markShown));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <DialogSurface ref={dialogRef} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogHeading id={titleId}>{t("Disclaimer")}</DialogHeading>
      <DialogBody>
        <DialogText id={textId}>{translate(LEGAL_DISCLAIMER)}</DialogText>
      </DialogBody>
      <DialogActions>
        <ContainedButton ref={acceptRef} type="button" onClick={onAccept}>
          {t("Accept")}
        </ContainedButton>
      </DialogActions>
    </DialogSurface>
  );
}
