import { type FormStatus, issueFormStatus } from "@ux/core/forms";
import { useState } from "react";
import type { IssuableToken } from "./manageReads";
import { useChoiceAmountForm } from "./useChoiceAmountForm";

export interface IssueFormInput {
  /** The 3-letter tokens the account issues. */
  tokens: readonly IssuableToken[];
  walletConnected: boolean;
  onIssue(token: IssuableToken, units: bigint, memo: string): Promise<boolean>;
}

export interface IssueForm {
  token: IssuableToken | null;
  amountText: string;
  memo: string;
  status: FormStatus;
  /** Chooses by "SYMBOL@contract". */
  choose(key: string): void;
  typeAmount(text: string): void;
  typeMemo(text: string): void;
  submit(): Promise<void>;
}

/** Issue: one of the account's tokens, an amount up to the supply left, and a memo of at most 256 bytes. */
export function useIssueForm(input: IssueFormInput): IssueForm {
  const [memo, setMemo] = useState("");
  const form = useChoiceAmountForm({
    options: input.tokens,
    keyOf: (option) => `${option.symbol}@${option.contract}`,
    walletConnected: input.walletConnected,
    limitsOf: (option) => ({ available: option?.available ?? 0n, decimals: option?.decimals ?? 4 }),
    statusOf: (state) => issueFormStatus({ ...state, memo }),
    async onSubmit(option, units) {
      const issued = await input.onIssue(option, units, memo);
      if (issued) setMemo("");
      return issued;
    },
  });
  return {
    token: form.option,
    amountText: form.amountText,
    memo,
    status: form.status,
    choose: form.choose,
    typeAmount: form.typeAmount,
    typeMemo: setMemo,
    submit: form.submit,
  };
}
