/** Where each bundle of one build is. */
export interface PrebuiltOutputs {
  launcher: string;
  /** Bundle path by child process. */
  children: Record<"devnet" | "ethereum" | "services", string>;
  /** Bundle URL by the worker entry's source URL. */
  workers: Record<string, string>;
}
export const PREBUILT_ENTRIES: Record<
  "launcher" | "devnet" | "ethereum" | "services" | "recoveryWorker",
  string
>;
export function currentBuild(cacheDir?: string): string | null;
export function ensurePrebuilt(cacheDir?: string): Promise<PrebuiltOutputs>;
