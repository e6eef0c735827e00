/** Layout figures of the spec (spec 1 §2, §9): breakpoints and the main area offset. */

export const MOBILE_BREAKPOINT_PX = 768;

export const RESIZE_DEBOUNCE_MS = 200;

export const MAIN_MIN_HEIGHT_OFFSET_PX = 77;
