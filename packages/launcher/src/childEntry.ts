import { PREBUILT_ENTRIES } from "../prebuilt.mjs";

/** Set only inside the prebuilt bundles (prebuilt.mjs): each child's bundle, by child. */
declare const __UX_PREBUILT_CHILDREN__: Record<PrebuiltChild, string> | undefined;

export type PrebuiltChild = "devnet" | "ethereum" | "services";

/**
 * The node arguments that run a child's entry module: its prebuilt bundle when the launcher itself runs
 * prebuilt (`npm start`), else its TypeScript source (named once, in prebuilt.mjs) under tsx (tests and tools
 * that run the launcher from source).
 */
export function childEntry(child: PrebuiltChild): string[] {
  return typeof __UX_PREBUILT_CHILDREN__ === "undefined"
    ? ["--import", "tsx", PREBUILT_ENTRIES[child]]
    : [__UX_PREBUILT_CHILDREN__[child]];
}
