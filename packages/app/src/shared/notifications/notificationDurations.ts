/** How long notifications stay (spec 2 §8). */

export const NOTIFY_ERROR_MS = 4000;

export const NOTIFY_SUCCESS_MS = 3000;

export const NOTIFY_INFO_MS = 4000;
