import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { startTranslation } from "./shared/i18n/startTranslation";
import { useLanguage } from "./shared/i18n/useCatalogue";

startTranslation();

/** The app, rendered again in full when a translation arrives (its texts are read with the plain t). */
function Root() {
  useLanguage();
  return <App />;
}

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
