import TextField from "@mui/material/TextField";
import { t } from "../../../shared/i18n/translate";
import { ManageAmountField } from "./ManageAmountField";
import { ManageChoiceField } from "./ManageChoiceField";
import { ManageFormFrame } from "./ManageFormFrame";
import type { IssuableToken } from "./manageReads";
import type { IssueForm as IssueFormState } from "./useIssueForm";

const keyOf = (token: IssuableToken) => `${token.symbol}@${token.contract}`;

/** Issue (spec 1 §6): new supply of a token whose issuer is the account, to the account itself. */
export function IssueForm(props: {
  form: IssueFormState;
  tokens: readonly IssuableToken[];
  busy: boolean;
  disabled: boolean;
}) {
  const { form } = props;
  const disabled = props.busy || props.disabled;
  const message = form.amountText === "" && form.memo === "" ? undefined : form.status.messages[0];
  return (
    <ManageFormFrame
      title={t("Issue")}
      testId="manage-issue"
      status={form.status}
      busy={props.busy}
      onSubmit={() => void form.submit()}
    >
      <ManageChoiceField
        label={t("Token")}
        options={props.tokens}
        keyOf={keyOf}
        labelOf={(token) => `${token.symbol} (${token.contract})`}
        chosen={form.token}
        disabled={disabled}
        testId="manage-issue-token"
        onChoose={form.choose}
      />
      <ManageAmountField
        label={
          form.token === null ? t("Amount (token)") : t("Amount ({symbol})", { symbol: form.token.symbol })
        }
        value={form.amountText}
        decimals={form.token?.decimals ?? 4}
        disabled={disabled}
        message={message}
        hint={t("Issued to this account, the token's issuer")}
        testId="manage-issue"
        onChange={form.typeAmount}
      />
      <TextField
        fullWidth
        label={t("Memo")}
        value={form.memo}
        disabled={disabled}
        onChange={(event) => form.typeMemo(event.target.value)}
        slotProps={{ htmlInput: { "data-testid": "manage-issue-memo", autoComplete: "off" } }}
      />
    </ManageFormFrame>
  );
}
