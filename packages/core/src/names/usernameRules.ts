import { USERNAME_LENGTH } from "../accounts/accountConstants";
import { USERNAME_MESSAGES } from "./usernameMessages";

/** Result of the availability lookup done by the caller (a get_table_by_scope on the name). */
export type NameAvailability = "unknown" | "checking" | "available" | "taken" | "error";

export type UsernameRuleId = "length" | "characters" | "unique";
export type UsernameRuleStatus = "pass" | "fail" | "pending";

export interface UsernameRule {
  readonly id: UsernameRuleId;
  readonly text: string;
  readonly status: UsernameRuleStatus;
}

export interface UsernameCheck {
  readonly rules: readonly UsernameRule[];
  /** Whether availability should be looked up now: only once the first two rules pass. */
  readonly shouldCheckAvailability: boolean;
  /** Next is enabled only when every rule passes. */
  readonly canProceed: boolean;
}

const USERNAME_CHARS = /^[a-z1-5]+$/;

/**
 * The username checklist of the Create Account step 1 (spec 1 §5): exactly 12 characters, only a-z
 * and 1-5 (no dots), and unique. Uniqueness is only looked at when the first two pass; until the
 * lookup answers it is pending, and a failed lookup counts as the name existing (fail).
 */
export function checkUsername(name: string, availability: NameAvailability): UsernameCheck {
  const lengthOk = [...name].length === USERNAME_LENGTH;
  const charsOk = USERNAME_CHARS.test(name);
  const shouldCheckAvailability = lengthOk && charsOk;
  const unique: UsernameRuleStatus = !shouldCheckAvailability
    ? "fail"
    : availability === "available"
      ? "pass"
      : availability === "taken" || availability === "error"
        ? "fail"
        : "pending";
  const rules: UsernameRule[] = [
    { id: "length", text: USERNAME_MESSAGES.length, status: lengthOk ? "pass" : "fail" },
    { id: "characters", text: USERNAME_MESSAGES.characters, status: charsOk ? "pass" : "fail" },
    { id: "unique", text: USERNAME_MESSAGES.unique, status: unique },
  ];
  return { rules, shouldCheckAvailability, canProceed: rules.every((rule) => rule.status === "pass") };
}
