import { type RefObject, useLayoutEffect } from "react";
import { lockPageScroll } from "./lockPageScroll";

/**
 * Opens a native `<dialog>` as a modal that only its own buttons end (they unmount it): the browser's top
 * layer makes the page behind inert, keeps focus inside and draws `::backdrop`, with no portal, focus trap
 * or transition to mount. Opened in a layout effect, so the first paint already shows it.
 */
export function useNonDismissibleModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  initialFocusRef: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const doc = dialog.ownerDocument;
    // Locked first: showModal lays the page out (to focus), and that one layout then includes the lock.
    const unlockScroll = lockPageScroll(doc.documentElement);
    openModal(dialog);
    initialFocusRef.current?.focus();
    // Escape (and a phone's back gesture) is a close request: its `cancel` is refused.
    const refuse = (event: Event) => event.preventDefault();
    // Chromium lets repeated close requests with no click in between skip `cancel` and close the dialog (the
    // third Escape did); a refused Escape keydown makes no close request at all, wherever focus is.
    const refuseEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") event.preventDefault();
    };
    // Whatever closes it still (the back gesture's second try) finds it open again.
    const reopen = () => {
      if (dialog.isConnected && !dialog.open) openModal(dialog);
    };
    dialog.addEventListener("cancel", refuse);
    doc.addEventListener("keydown", refuseEscape);
    dialog.addEventListener("close", reopen);
    return () => {
      dialog.removeEventListener("cancel", refuse);
      doc.removeEventListener("keydown", refuseEscape);
      dialog.removeEventListener("close", reopen);
      unlockScroll();
    };
  }, [dialogRef, initialFocusRef]);
}

function openModal(dialog: HTMLDialogElement): void {
  // Open already: React's strict mode runs the effect twice.
  if (dialog.open) return;
  // jsdom has no showModal (happy-dom and every supported browser do): there the dialog is shown open, in
  // the page rather than the top layer, instead of not at all.
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
}
