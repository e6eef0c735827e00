import { fillMessage, type MessageValues } from "@ux/core/text";
import { createStore } from "zustand/vanilla";

/**
 * Turns a message id (its English text) into the text to show, with `{name}` placeholders filled.
 * Extraction (`npm run messages`) reads the literal ids of `t("...")` and `msg("...")` calls; `translate`
 * renders ids that were listed elsewhere (a `msg` constant, a core text).
 */
export type Translate = (id: string, values?: MessageValues) => string;

/** English needs no catalogue: the id is the text. */
export const english: Translate = fillMessage;

export interface CatalogueState {
  /** The language shown (a BCP 47 tag). */
  readonly language: string;
  readonly t: Translate;
}

/** The catalogue in force: English until a translation of the user's language has arrived. */
export const catalogueStore = createStore<CatalogueState>()(() => ({ language: "en", t: english }));
