import { catalogueStore, type Translate } from "./catalogueStore";

/*
 * The two ways to read a text; both give the catalogue in force (English until a translation arrives, when
 * the app's root renders the whole tree again: see useCatalogue). Extraction (`npm run messages`) lists the
 * literal ids of t("...") and msg("...") calls.
 */

/** A literal message id: t("Connect Wallet"), t("Minimum received {amount}", { amount }). */
export const t: Translate = (id, values) => catalogueStore.getState().t(id, values);

/** An id known at run time only: a msg() constant, a core rule's text, a text a component was handed. */
export const translate: Translate = t;
