import TextField from "@mui/material/TextField";
import { t } from "../../../shared/i18n/translate";
import { ChoiceField } from "../../../shared/ui/ChoiceField";
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
  const label =
    form.token === null ? t("Amount (token)") : t("Amount ({symbol})", { symbol: form.token.symbol });
  const memo = (
    <TextField
      fullWidth
      label={t("Memo")}
      value={form.memo}
      disabled={disabled}
      onChange={(event) => form.typeMemo(event.target.value)}
      slotProps={{ htmlInput: { "data-testid": "manage-issue-memo", autoComplete: "off" } }}
    />
  );
  return (
    <ManageFormFrame
      title={t("Issue")}
      testId="manage-issue"
      form={form}
      amount={{
        label,
        decimals: form.token?.decimals ?? 4,
        hint: t("Issued to this account, the token's issuer"),
      }}
      touched={form.amountText !== "" || form.memo !== ""}
      busy={props.busy}
      disabled={disabled}
      after={memo}
    >
      <ChoiceField
        fullWidth
        label={t("Token")}
        options={props.tokens}
        keyOf={keyOf}
        labelOf={(token) => `${token.symbol} (${token.contract})`}
        value={form.token === null ? null : keyOf(form.token)}
        disabled={disabled}
        testId="manage-issue-token"
        onChoose={form.choose}
      />
    </ManageFormFrame>
  );
}
