import { type FormStatus, issueFormStatus, readAmountField } from "@ux/core/forms";
import { useState } from "react";
import { resolveChoice } from "./manageChoice";
import type { IssuableToken } from "./manageReads";

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
  const [chosen, setChosen] = useState<string | null>(null);
  const [amountText, setAmountText] = useState("");
  const [memo, setMemo] = useState("");
  const token = resolveChoice(input.tokens, (option) => `${option.symbol}@${option.contract}`, chosen);
  const decimals = token?.decimals ?? 4;
  const status = issueFormStatus({
    walletConnected: input.walletConnected,
    chosen: token !== null,
    amountText,
    decimals,
    available: token?.available ?? 0n,
    memo,
  });
  return {
    token,
    amountText,
    memo,
    status,
    choose: setChosen,
    typeAmount: setAmountText,
    typeMemo: setMemo,
    async submit() {
      const amount = readAmountField(amountText, decimals);
      if (status.action !== "submit" || token === null || amount.kind !== "value") return;
      if (await input.onIssue(token, amount.units, memo)) {
        setAmountText("");
        setMemo("");
      }
    },
  };
}
