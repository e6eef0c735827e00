import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { NoticeMessage } from "./NoticeMessage";
import type { DisplayPolicy } from "./notificationPolicy";
import { toastQueue } from "./notify";
import { THEMED_TOASTS } from "./ThemedToast";

function ToastContent({ message, policy }: { message: string; policy: DisplayPolicy }) {
  const content = <NoticeMessage message={message} segments={policy.segments} />;
  if (policy.title === undefined) return content;
  return (
    <span>
      <strong style={{ display: "block" }}>{policy.title}</strong>
      {content}
    </span>
  );
}

/** notistack's provider, connected to the toast queue once mounted (its global functions need the provider). */
export function SnackbarHost() {
  useEffect(
    () =>
      toastQueue.attach({
        show: (id, message, policy) =>
          enqueueSnackbar(
            policy.title === undefined && policy.segments === undefined ? (
              message
            ) : (
              <ToastContent message={message} policy={policy} />
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
