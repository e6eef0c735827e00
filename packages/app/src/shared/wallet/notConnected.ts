import { msg } from "../i18n/msg";

/** ours: what to do when a feature submits for a chain nobody is logged in to. */
export const NOT_CONNECTED = msg("Connect a wallet for this chain first");
