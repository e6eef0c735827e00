// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type SplitFormInput, useSplitForm } from "../../../../src/features/wallet/manage/useSplitForm";
import { submitRecorder } from "./submitRecorder";

afterEach(cleanup);

const EXPIRIES = [
  { expiry: 202612, formatted: "DEC26" },
  { expiry: 202703, formatted: "MAR27" },
];

function setup(over: Partial<SplitFormInput> = {}, outcome = true) {
  const { calls, submit } = submitRecorder<[number, bigint]>(outcome);
  const input: SplitFormInput = {
    expiries: EXPIRIES,
    utx: 12_3456n,
    decimals: 4,
    walletConnected: true,
    onSplit: submit,
    ...over,
  };
  return { calls, hook: renderHook(() => useSplitForm(input)) };
}

describe("the Split form", () => {
  it("takes the nearest open expiry until another is chosen, and MAX is the whole UTX balance", () => {
    const { hook } = setup();
    expect(hook.result.current.expiry?.formatted).toBe("DEC26");
    expect(hook.result.current.status.buttonText).toBe("Enter an amount");
    act(() => hook.result.current.choose(202703));
    act(() => hook.result.current.max());
    expect(hook.result.current.expiry?.formatted).toBe("MAR27");
    expect(hook.result.current.amountText).toBe("12.3456");
    expect(hook.result.current.status).toMatchObject({ buttonText: "Split", enabled: true });
  });

  it("refuses more than the balance, and says nothing can be split without an open expiry", () => {
    const { hook } = setup();
    act(() => hook.result.current.typeAmount("12.3457"));
    expect(hook.result.current.status).toMatchObject({ enabled: false, messages: ["Insufficient Balance"] });
    const none = setup({ expiries: [] }).hook;
    act(() => none.result.current.typeAmount("1"));
    expect(none.result.current.status).toMatchObject({ buttonText: "Choose an expiry", enabled: false });
  });

  it("splits the amount in units for the chosen expiry and clears it once confirmed", async () => {
    const { hook, calls } = setup();
    act(() => hook.result.current.typeAmount("5"));
    await act(() => hook.result.current.submit());
    expect(calls).toEqual([[202612, 5_0000n]]);
    expect(hook.result.current.amountText).toBe("");
  });

  it("keeps the amount when the transaction failed, and submits nothing invalid", async () => {
    const { hook, calls } = setup({}, false);
    act(() => hook.result.current.typeAmount("5"));
    await act(() => hook.result.current.submit());
    expect(hook.result.current.amountText).toBe("5");
    act(() => hook.result.current.typeAmount("0"));
    await act(() => hook.result.current.submit());
    expect(calls).toEqual([[202612, 5_0000n]]);
  });
});
