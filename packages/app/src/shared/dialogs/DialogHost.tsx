import { lazy, Suspense } from "react";
import { useDialogStore } from "./dialogStore";

// The dialog UI is fetched the first time a dialog opens, keeping it out of the landing page's bundle.
const AppDialog = lazy(() => import("./AppDialog").then((m) => ({ default: m.AppDialog })));

/** Mount once in the shell: shows the error, info and 'Transaction Failed' dialogs that features open. */
export function DialogHost() {
  const current = useDialogStore((state) => state.current);
  if (current === null) return null;
  return (
    <Suspense fallback={null}>
      <AppDialog dialog={current} />
    </Suspense>
  );
}
