// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { InstrumentHolding } from "@ux/core/stake";
import { afterEach, describe, expect, it } from "vitest";
import { type CombineFormInput, useCombineForm } from "../../../../src/features/wallet/manage/useCombineForm";
import { submitRecorder } from "./submitRecorder";

afterEach(cleanup);

const END = Date.UTC(2027, 3, 1);
const holding = (utility: bigint, capital: bigint): InstrumentHolding => ({
  symbols: { utility: "UTXUTMH", capital: "UTXCTMH" },
  expiry: 202703,
  formatted: "MAR27",
  timestamp: END,
  utility,
  capital,
  decimals: 4,
});

function setup(over: Partial<CombineFormInput> = {}) {
  const { calls, submit } = submitRecorder<[number, bigint]>();
  const input: CombineFormInput = {
    holdings: [holding(5_0000n, 3_0000n)],
    nowMs: END - 1,
    walletConnected: true,
    onCombine: submit,
    ...over,
  };
  return { calls, hook: renderHook(() => useCombineForm(input)) };
}

describe("the Combine form", () => {
  it("before expiry MAX is min(TU, TC), and more than that is refused", () => {
    const { hook } = setup();
    expect([hook.result.current.ended, hook.result.current.maxUnits]).toEqual([false, 3_0000n]);
    act(() => hook.result.current.max());
    expect(hook.result.current.amountText).toBe("3.0000");
    expect(hook.result.current.status).toMatchObject({ buttonText: "Combine", enabled: true });
    act(() => hook.result.current.typeAmount("3.0001"));
    expect(hook.result.current.status).toMatchObject({ enabled: false, messages: ["Insufficient Balance"] });
  });

  it("from the expiry's end on MAX is all the TC: TU is worthless then", () => {
    const { hook } = setup({ holdings: [holding(0n, 3_0000n)], nowMs: END });
    expect([hook.result.current.ended, hook.result.current.maxUnits]).toEqual([true, 3_0000n]);
  });

  it("combines the amount for the chosen expiry and clears it; nothing to choose says so", async () => {
    const { hook, calls } = setup();
    act(() => hook.result.current.typeAmount("1.5"));
    await act(() => hook.result.current.submit());
    expect(calls).toEqual([[202703, 1_5000n]]);
    expect(hook.result.current.amountText).toBe("");
    const none = setup({ holdings: [] }).hook;
    expect(none.result.current.status).toMatchObject({ buttonText: "Choose an expiry", enabled: false });
    await act(() => none.result.current.submit());
    expect(calls).toHaveLength(1);
  });
});
