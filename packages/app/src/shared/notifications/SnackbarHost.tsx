import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { translate } from "../i18n/translate";
import { NoticeMessage } from "./NoticeMessage";
import type { DisplayPolicy } from "./notificationPolicy";
import { toastQueue } from "./notify";
import { THEMED_TOASTS } from "./ThemedToast";

function ToastContent({ message, policy }: { message: string; policy: DisplayPolicy }) {
  const segments = policy.segments?.map((segment) => ({ ...segment, text: translate(segment.text) }));
  const content = <NoticeMessage message={message} segments={segments} />;
  if (policy.title === undefined) return content;
  return (
    <span>
      <strong style={{ display: "block" }}>{translate(policy.title)}</strong>
      {content}
    </span>
  );
}

/** notistack's provider, connected to the toast queue once mounted (its global functions need the provider). */
export function SnackbarHost() {
  useEffect(
    () =>
      toastQueue.attach({
        // Callers hand message ids (or texts already translated, which pass unchanged): shown translated.
        show: (id, message, policy) =>
          enqueueSnackbar(
            policy.title === undefined && policy.segments === undefined ? (
              translate(message)
            ) : (
              <ToastContent message={translate(message)} policy={policy} />
            ),
            {
              key: id,
              variant: policy.variant,
              autoHideDuration: policy.autoHideDuration,
              persist: policy.persist,
            },
          ),
        close: (id) => closeSnackbar(id),
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      Components={THEMED_TOASTS}
    />
  );
}
