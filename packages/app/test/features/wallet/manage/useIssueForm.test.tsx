// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { IssuableToken } from "../../../../src/features/wallet/manage/manageReads";
import { type IssueFormInput, useIssueForm } from "../../../../src/features/wallet/manage/useIssueForm";
import { submitRecorder } from "./submitRecorder";

afterEach(cleanup);

const DEV: IssuableToken = {
  contract: "eosio.token",
  symbol: "DEV",
  decimals: 4,
  issuer: "me",
  available: 10_0000n,
};
const ABC: IssuableToken = {
  contract: "abc.token",
  symbol: "ABC",
  decimals: 2,
  issuer: "me",
  available: 500n,
};

function setup(over: Partial<IssueFormInput> = {}) {
  const { calls, submit } = submitRecorder<[IssuableToken, bigint, string]>();
  const input: IssueFormInput = { tokens: [DEV, ABC], walletConnected: true, onIssue: submit, ...over };
  return { calls, hook: renderHook(() => useIssueForm(input)) };
}

describe("the Issue form", () => {
  it("reads the amount at the chosen token's decimals, up to its supply left", () => {
    const { hook } = setup();
    expect(hook.result.current.token?.symbol).toBe("DEV");
    act(() => hook.result.current.choose("ABC@abc.token"));
    act(() => hook.result.current.typeAmount("5.001"));
    expect(hook.result.current.status).toMatchObject({
      enabled: false,
      messages: ["At most 2 decimals are allowed"],
    });
    act(() => hook.result.current.typeAmount("5.01"));
    expect(hook.result.current.status).toMatchObject({
      enabled: false,
      messages: ["The amount exceeds the token's available supply"],
    });
    act(() => hook.result.current.typeAmount("5"));
    expect(hook.result.current.status).toMatchObject({ buttonText: "Issue", enabled: true });
  });

  it("issues with the memo and clears both once confirmed; a memo over 256 bytes is refused", async () => {
    const { hook, calls } = setup();
    act(() => hook.result.current.typeAmount("2.5"));
    act(() => hook.result.current.typeMemo("x".repeat(257)));
    expect(hook.result.current.status.messages).toEqual(["The memo has more than 256 bytes"]);
    await act(() => hook.result.current.submit());
    expect(calls).toEqual([]);
    act(() => hook.result.current.typeMemo("first batch"));
    await act(() => hook.result.current.submit());
    expect(calls).toEqual([[DEV, 2_5000n, "first batch"]]);
    expect([hook.result.current.amountText, hook.result.current.memo]).toEqual(["", ""]);
  });
});
