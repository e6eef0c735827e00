import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { translate } from "../../shared/i18n/translate";
import { POOL_TEXTS } from "./poolTexts";

/** The pools could not be read from the indexer: say so, with Retry. */
export function PoolsLoadError({ testId, onRetry }: { testId: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate(POOL_TEXTS.retry)}
        </Button>
      }
    >
      {translate(POOL_TEXTS.loadError)}
    </Alert>
  );
}
