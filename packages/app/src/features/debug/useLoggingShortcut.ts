import { useEffect } from "react";
import { isLoggingShortcut, loggingNotice } from "../../shared/logging/loggingShortcut";
import { loggingStore } from "../../shared/logging/loggingStore";
import { notify } from "../../shared/notifications/notify";

/** Alt+N anywhere toggles logging and says so with a short info notice. */
export function useLoggingShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isLoggingShortcut(event)) return;
      event.preventDefault();
      notify.info(loggingNotice(loggingStore.getState().toggle()));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
