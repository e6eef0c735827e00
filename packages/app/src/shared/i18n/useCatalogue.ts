import { useStore } from "zustand";
import { catalogueStore, type Translate } from "./catalogueStore";

/*
 * Components read their texts with the plain `t` and `translate` (./translate). The app's root subscribes
 * with useLanguage, so the whole tree renders again, in the new language, when a translation arrives; hooks
 * whose effects or memos hold texts take the Translate of useTranslate as a dependency.
 */

/** The language shown; the caller renders again when it changes. */
export function useLanguage(): string {
  return useStore(catalogueStore, (state) => state.language);
}

/** The catalogue in force as a function that changes with it (for effect and memo dependencies). */
export function useTranslate(): Translate {
  return useStore(catalogueStore, (state) => state.t);
}
