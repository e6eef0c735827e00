import { msg } from "./i18n/msg";

/** Product-wide labels and links the spec fixes (spec 1 §1). */
export const PRODUCT_NAME = "UX Network";
export const APP_VERSION_LABEL = "v2.0.0";
export const TAGLINE = msg("Zero Gas Fees");

/** The spec's single contact address ({email}). */
export const CONTACT_EMAIL = "contact@uxnetwork.io";
/** Where the footer's documentation link and the small-screen 'Learn' link point. */
export const DOCUMENTATION_URL = "https://docs.uxnetwork.io";
