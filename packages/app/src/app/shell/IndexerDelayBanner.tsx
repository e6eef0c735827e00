import { lazy, Suspense } from "react";
import { useAmmSummary } from "../../shared/api/useAmmSummary";
import { useNow } from "../../shared/hooks/useNow";
import { indexerDelayMessage } from "./indexerDelay";

// Only shown while the indexer lags, so its UI is fetched only then.
const DelayAlert = lazy(() => import("./DelayAlert").then((m) => ({ default: m.DelayAlert })));

const AGE_TICK_MS = 15_000;

/** Warns that AMM figures may lag while the indexer reports a status other than 'ok'. */
export function IndexerDelayBanner() {
  const summary = useAmmSummary().data;
  const now = useNow(AGE_TICK_MS);
  const message = summary === undefined ? null : indexerDelayMessage(summary, now);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <DelayAlert message={message} />
    </Suspense>
  );
}
