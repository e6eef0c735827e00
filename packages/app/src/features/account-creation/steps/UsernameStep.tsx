import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlineOutlined";
import HighlightOff from "@mui/icons-material/HighlightOff";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import type { UsernameRule } from "@ux/core/names";
import { t, translate } from "../../../shared/i18n/translate";
import { StepActions } from "./StepActions";
import { StepForm } from "./StepForm";
import type { UsernameStepView } from "./useUsernameStep";

/** The placeholder: an example of 12 allowed characters (spec 1 §5). */
export const USERNAME_PLACEHOLDER = "uxaccount123";

function RuleIcon({ status }: { status: UsernameRule["status"] }) {
  if (status === "pending") return <CircularProgress size={18} aria-label={t("Checking")} />;
  return status === "pass" ? (
    <CheckCircleOutline color="success" aria-label={t("Passed")} />
  ) : (
    <HighlightOff color="error" aria-label={t("Not yet")} />
  );
}

/** Step 1: the username with its three rules, and Next (spec 1 §2, §5). */
export function UsernameStep({
  name,
  view,
  notice,
  onNameChange,
  onNext,
  onCancel,
}: {
  name: string;
  view: UsernameStepView;
  notice: string | null;
  onNameChange(name: string): void;
  onNext(): void;
  onCancel(): void;
}) {
  return (
    <StepForm
      index={1}
      title={t("Username")}
      notice={notice}
      canSubmit={view.status.enabled}
      onSubmit={onNext}
      actions={
        <StepActions
          status={view.status}
          testId="create-account-next"
          secondaryLabel={t("Cancel")}
          onSecondary={onCancel}
        />
      }
    >
      <TextField
        label={t("Username")}
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        placeholder={USERNAME_PLACEHOLDER}
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: {
            autoCapitalize: "none",
            autoComplete: "off",
            spellCheck: false,
            "data-testid": "username-input",
          },
        }}
      />
      <List dense disablePadding aria-label={t("Username rules")}>
        {view.rules.map((rule) => (
          <ListItem
            key={rule.id}
            disableGutters
            data-testid={`username-rule-${rule.id}`}
            data-status={rule.status}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <RuleIcon status={rule.status} />
            </ListItemIcon>
            <ListItemText primary={translate(rule.text)} />
          </ListItem>
        ))}
      </List>
    </StepForm>
  );
}
