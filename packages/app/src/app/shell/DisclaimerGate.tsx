import { lazy, Suspense, useState } from "react";
import { browserStorage } from "../../shared/storage/browserStorage";
import { isDisclaimerAccepted, rememberDisclaimerAccepted } from "./disclaimerStorage";

const DisclaimerDialog = lazy(() =>
  import("./DisclaimerDialog").then((m) => ({ default: m.DisclaimerDialog })),
);

/** Shows the disclaimer dialog until the user accepts it once on this browser. */
export function DisclaimerGate() {
  const [accepted, setAccepted] = useState(() => isDisclaimerAccepted(browserStorage()));
  if (accepted) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog
        onAccept={() => {
          rememberDisclaimerAccepted(browserStorage());
          setAccepted(true);
        }}
      />
    </Suspense>
  );
}
