import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/** Which order's report dialog is open, and which report the 'Click to view report' notice points to. */
export interface ReportUiState {
  dialogUuid: string | null;
  toast: { uuid: string; key: number } | null;
}

export const reportUiStore = createStore<ReportUiState>()(() => ({ dialogUuid: null, toast: null }));

export function openReportDialog(uuid: string): void {
  reportUiStore.setState({ dialogUuid: uuid });
}

export function closeReportDialog(): void {
  reportUiStore.setState({ dialogUuid: null });
}

let toastKey = 0;

/** Shows the success notice for a new report (a new key restarts its timer when another is showing). */
export function showReportToast(uuid: string): void {
  toastKey += 1;
  reportUiStore.setState({ toast: { uuid, key: toastKey } });
}

export function hideReportToast(): void {
  reportUiStore.setState({ toast: null });
}

export function useReportUi<T>(selector: (state: ReportUiState) => T): T {
  return useStore(reportUiStore, selector);
}
