import { lazy, Suspense } from "react";
import { useLoggingEnabled } from "../../shared/logging/loggingStore";
import { useLoggingShortcut } from "./useLoggingShortcut";

const LogTable = lazy(() => import("./LogTable").then((m) => ({ default: m.LogTable })));

/** Listens for Alt+N; shows the debug log table while logging is enabled (hidden by default). */
export function DebugPanel() {
  useLoggingShortcut();
  const enabled = useLoggingEnabled();
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <LogTable />
    </Suspense>
  );
}
