import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { toastQueue } from "./notify";

function TitledMessage({ title, message }: { title: string; message: string }) {
  return (
    <span>
      <strong style={{ display: "block" }}>{title}</strong>
      {message}
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
            policy.title === undefined ? message : <TitledMessage title={policy.title} message={message} />,
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
  return <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: "bottom", horizontal: "right" }} />;
}
