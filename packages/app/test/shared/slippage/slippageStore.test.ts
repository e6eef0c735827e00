import { describe, expect, it } from "vitest";
import { SLIPPAGE_STORAGE_KEY, toleranceBps } from "../../../src/shared/slippage/slippageSetting";
import { createSlippageStore } from "../../../src/shared/slippage/slippageStore";
import { toleranceText } from "../../../src/shared/slippage/slippageTexts";
import { memoryStorage } from "../memoryStorage";

describe("the slippage tolerance setting", () => {
  it("starts at 'Auto', 0.5%", () => {
    const state = createSlippageStore(memoryStorage()).getState();
    expect(state.setting).toEqual({ kind: "auto" });
    expect(toleranceBps(state.setting)).toBe(50n);
    expect(toleranceText(state.setting)).toBe("Slippage tolerance 0.5% (auto)");
  });

  it("is remembered across reloads: a store on the same storage reads the custom tolerance back", () => {
    const storage = memoryStorage();
    createSlippageStore(storage).getState().typeCustom("0.8");
    expect(storage.items.get(SLIPPAGE_STORAGE_KEY)).toBe('{"custom":"0.8"}');
    const reloaded = createSlippageStore(storage).getState();
    expect(reloaded.setting).toEqual({ kind: "custom", bps: 80n });
    expect(reloaded.draft).toBe("0.8");
    expect(toleranceText(reloaded.setting)).toBe("Slippage tolerance 0.8%");

    reloaded.chooseAuto();
    expect(createSlippageStore(storage).getState().setting).toEqual({ kind: "auto" });
  });

  it("takes a typed percent strictly: a refused text is shown with its reason and changes nothing", () => {
    const storage = memoryStorage();
    const store = createSlippageStore(storage);
    store.getState().typeCustom("1.25");
    expect(store.getState().setting).toEqual({ kind: "custom", bps: 125n });
    for (const refused of ["0", "60", "1.234", "abc", "-1"]) {
      store.getState().typeCustom(refused);
      expect(store.getState().draft).toBe(refused);
      expect(store.getState().draftError).not.toBeNull();
      expect(store.getState().setting).toEqual({ kind: "custom", bps: 125n });
    }
    store.getState().typeCustom("0");
    expect(store.getState().draftError).toBe("A slippage tolerance must be above 0%");
    store.getState().typeCustom("50.01");
    expect(store.getState().draftError).toBe("A slippage tolerance cannot be above 50%");
    expect(storage.items.get(SLIPPAGE_STORAGE_KEY)).toBe('{"custom":"1.25"}');
    // Closing the settings drops the refused text: the field shows the tolerance in force.
    store.getState().discardDraft();
    expect(store.getState()).toMatchObject({ draft: "1.25", draftError: null });
  });

  it("an emptied field goes back to 'Auto'", () => {
    const store = createSlippageStore(memoryStorage());
    store.getState().typeCustom("3");
    store.getState().typeCustom("");
    expect(store.getState()).toMatchObject({ setting: { kind: "auto" }, draft: "", draftError: null });
  });

  it("reads a stored value as strictly as a typed one: anything malformed is 'Auto'", () => {
    for (const stored of [
      '{"custom":"70"}',
      '{"custom":"0"}',
      '{"custom":0.8}',
      "0.8",
      "{",
      '{"auto":true}',
    ]) {
      const store = createSlippageStore(memoryStorage({ [SLIPPAGE_STORAGE_KEY]: stored }));
      expect(store.getState().setting).toEqual({ kind: "auto" });
    }
    const custom = createSlippageStore(memoryStorage({ [SLIPPAGE_STORAGE_KEY]: '{"custom":"0.03"}' }));
    expect(custom.getState().setting).toEqual({ kind: "custom", bps: 3n });
  });

  it("without storage (blocked by privacy settings) it still works for the visit", () => {
    const store = createSlippageStore(null);
    store.getState().typeCustom("2");
    expect(store.getState().setting).toEqual({ kind: "custom", bps: 200n });
  });
});
