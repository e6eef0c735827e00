import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadPageOf } from "./app/routes/pageLoads";
import { startTranslation } from "./shared/i18n/startTranslation";
import { useLanguage } from "./shared/i18n/useCatalogue";

// The route's page downloads while /config.json loads, rather than after the shell has rendered.
preloadPageOf(window.location.pathname);
startTranslation();

/** The app, rendered again in full when a translation arrives (its texts are read with the plain t). */
function Root() {
  useLanguage();
  return <App />;
}

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");
const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds (an ordinary render runs
// to the end in one task): start-up is a series of short tasks instead of one long one on a slow phone.
startTransition(() => {
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
