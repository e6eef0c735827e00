import Alert from "@mui/material/Alert";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import type { KeysInput } from "../flow/creationFlow";
import { StepActions } from "./StepActions";
import { StepForm } from "./StepForm";
import type { KeysStepView } from "./useKeysStep";

/** ours: the choices and hints of step 3. */
export function reuseKeysLabel(payer: string): string {
  return t("Use the owner and active keys of {payer}", { payer });
}
export function ethAddressLabel(address: string): string {
  return t("Control the account with my Ethereum address {address}", { address });
}
export const OWNER_KEY_HINT = msg("A public key (EOS… or PUB_K1_…), also used as the active key");
export const READING_PAYER_KEYS = msg("Reading the keys...");

const KEY_FIELD = { spellCheck: false, autoComplete: "off", autoCapitalize: "none" } as const;

function ReadOnlyKey({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true, "data-testid": testId } }}
    />
  );
}

/**
 * Step 3: the new account's keys (spec 1 §2, §5): an owner key, or the payer's own owner and active keys
 * (EOSIO payer), or the paying Ethereum address instead of a key (Ethereum payer); then Create Account.
 */
export function KeysStep({
  view,
  keys,
  payerName,
  notice,
  onKeysChange,
  onCreate,
  onBack,
}: {
  view: KeysStepView;
  keys: KeysInput;
  payerName: string;
  notice: string | null;
  onKeysChange(patch: Partial<KeysInput>): void;
  onCreate(): void;
  onBack(): void;
}) {
  const { state, status, payerKeys } = view;
  const reuse = state.payer === "eosio" && state.reusePayerKeys;
  const ethAddress = state.payer === "ethereum" && state.useEthAddress;
  // The rules' reasons under the typed key, once there is something typed to judge.
  const ownerError = keys.ownerKey === "" ? null : (status.messages[0] ?? null);
  return (
    <StepForm
      index={3}
      title={t("Keys")}
      notice={notice}
      canSubmit={status.enabled}
      onSubmit={onCreate}
      actions={
        <StepActions
          status={status}
          testId="create-account-submit"
          secondaryLabel={t("Back")}
          onSecondary={onBack}
        />
      }
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={view.payer === "eosio" ? keys.reusePayerKeys : keys.useEthAddress}
            onChange={(event) =>
              onKeysChange(
                view.payer === "eosio"
                  ? { reusePayerKeys: event.target.checked }
                  : { useEthAddress: event.target.checked },
              )
            }
            slotProps={{ input: { "data-testid": "create-account-key-option" } as object }}
          />
        }
        label={view.payer === "eosio" ? reuseKeysLabel(payerName) : ethAddressLabel(payerName)}
        sx={{ alignItems: "flex-start", "& .MuiFormControlLabel-label": { overflowWrap: "anywhere", pt: 1 } }}
      />
      {reuse && payerKeys.status === "pending" && (
        <Alert severity="info">{translate(READING_PAYER_KEYS)}</Alert>
      )}
      {reuse && payerKeys.error !== null && <Alert severity="error">{translate(payerKeys.error)}</Alert>}
      {reuse && payerKeys.data !== undefined && (
        <>
          <ReadOnlyKey label={t("Owner key")} value={payerKeys.data.owner} testId="owner-key-reused" />
          <ReadOnlyKey label={t("Active key")} value={payerKeys.data.active} testId="active-key-reused" />
        </>
      )}
      {!reuse && !ethAddress && (
        <TextField
          label={t("Owner key")}
          value={keys.ownerKey}
          onChange={(event) => onKeysChange({ ownerKey: event.target.value.trim() })}
          error={ownerError !== null}
          helperText={translate(ownerError ?? OWNER_KEY_HINT)}
          fullWidth
          slotProps={{ htmlInput: { ...KEY_FIELD, "data-testid": "owner-key-input" } }}
        />
      )}
    </StepForm>
  );
}
