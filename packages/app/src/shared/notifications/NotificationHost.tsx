import { lazy, Suspense } from "react";
import { useStore } from "zustand";
import { toastHostWanted } from "./notify";

const SnackbarHost = lazy(() => import("./SnackbarHost").then((m) => ({ default: m.SnackbarHost })));

/** Mount once at the root: renders notistack only after the first notification is raised. */
export function NotificationHost() {
  const wanted = useStore(toastHostWanted, (state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  );
}
