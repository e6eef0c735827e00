import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/** Whether debug logging (and the debug log table) is on; Alt+N toggles it (spec 1 §9). Off at load. */
export interface LoggingState {
  enabled: boolean;
  toggle(): boolean;
}

export const loggingStore = createStore<LoggingState>()((set, get) => ({
  enabled: false,
  toggle: () => {
    const enabled = !get().enabled;
    set({ enabled });
    return enabled;
  },
}));

export function useLoggingEnabled(): boolean {
  return useStore(loggingStore, (state) => state.enabled);
}

/** Debug output for flows whose errors go "to logging only"; silent unless logging is enabled. */
export function debugLog(...values: unknown[]): void {
  if (loggingStore.getState().enabled) console.debug("[ux]", ...values);
}
