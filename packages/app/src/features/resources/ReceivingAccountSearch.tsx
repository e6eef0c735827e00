import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { NetworkConfig } from "@ux/core/config";
import { useState } from "react";
import { t, translate } from "../../shared/i18n/translate";
import { LOADING, NO_RESULTS, TYPE_ACCOUNT_NAME } from "./resourcesTexts";
import { useAccountSearch } from "./useResourcesReads";

export interface ReceivingAccountSearchProps {
  config: NetworkConfig;
  value: string | null;
  onChange(account: string | null): void;
  disabled: boolean;
}

/** The receiver search box (spec 1 §2): accounts by prefix after typing, 5 at most, 'No results', 'Loading...'. */
export function ReceivingAccountSearch({ config, value, onChange, disabled }: ReceivingAccountSearchProps) {
  const [typed, setTyped] = useState("");
  const search = useAccountSearch(config, typed);
  return (
    <Autocomplete
      value={value}
      onChange={(_, account) => onChange(account)}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      options={search.results}
      // The chain already filtered by prefix; the box shows its answer as it is.
      filterOptions={(options) => options}
      loading={search.loading}
      loadingText={translate(LOADING)}
      noOptionsText={translate(search.prefix === null ? TYPE_ACCOUNT_NAME : NO_RESULTS)}
      disabled={disabled}
      autoHighlight
      openText={t("Open")}
      closeText={t("Close")}
      clearText={t("Clear")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("Receiving account")}
          placeholder={t("Search UX accounts")}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, "data-testid": "resources-receiver-search" },
          }}
        />
      )}
    />
  );
}
