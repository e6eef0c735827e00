import { parseSlippagePercent } from "@ux/core/amm";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { browserStorage } from "../storage/browserStorage";
import {
  AUTO_SLIPPAGE,
  customPercentText,
  readStoredSlippage,
  SLIPPAGE_STORAGE_KEY,
  type SlippageSetting,
  storedSlippageText,
} from "./slippageSetting";

export interface SlippageState {
  /** The tolerance in force: the last valid choice, remembered across reloads. */
  readonly setting: SlippageSetting;
  /** The custom field's text as typed ('' for 'Auto'). */
  readonly draft: string;
  /** Why the typed text is refused (parseSlippagePercent's text); the setting then stays as it was. */
  readonly draftError: string | null;
  chooseAuto(): void;
  /** A valid percent becomes the setting at once; '' goes back to 'Auto'; anything else is only shown. */
  typeCustom(text: string): void;
  /** The settings closed: refused text goes, the field shows the setting in force. */
  discardDraft(): void;
}

type SlippageStorage = Pick<Storage, "getItem" | "setItem">;

/** A slippage store over `storage` (null: nothing is kept, e.g. storage blocked by privacy settings). */
export function createSlippageStore(storage: SlippageStorage | null): StoreApi<SlippageState> {
  const initial = readStoredSlippage(storage?.getItem(SLIPPAGE_STORAGE_KEY) ?? null);
  const remember = (setting: SlippageSetting) => {
    try {
      storage?.setItem(SLIPPAGE_STORAGE_KEY, storedSlippageText(setting));
    } catch {
      // A full or blocked storage: the setting holds for this visit only.
    }
  };
  return createStore<SlippageState>()((set, get) => ({
    setting: initial,
    draft: customPercentText(initial),
    draftError: null,
    chooseAuto() {
      remember(AUTO_SLIPPAGE);
      set({ setting: AUTO_SLIPPAGE, draft: "", draftError: null });
    },
    typeCustom(text) {
      if (text.trim() === "") {
        get().chooseAuto();
        return;
      }
      const result = parseSlippagePercent(text);
      if (!result.ok) {
        set({ draft: text, draftError: result.error });
        return;
      }
      const setting: SlippageSetting = { kind: "custom", bps: result.value };
      remember(setting);
      set({ setting, draft: text, draftError: null });
    },
    discardDraft() {
      set((state) => ({ draft: customPercentText(state.setting), draftError: null }));
    },
  }));
}

/** The app's one slippage setting, shared by every trading form. */
export const slippageStore = createSlippageStore(browserStorage());

export function useSlippageStore<T>(selector: (state: SlippageState) => T): T {
  return useStore(slippageStore, selector);
}
