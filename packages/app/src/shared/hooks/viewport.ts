import { debounce } from "./debounce";

/** Spec: mobile layout below 768 px; resize handling is debounced 200 ms. */
export const MOBILE_MAX_WIDTH_EXCLUSIVE = 768;
export const RESIZE_DEBOUNCE_MS = 200;

export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_MAX_WIDTH_EXCLUSIVE;
}

/**
 * The same test as a media query (the viewport's width, as innerWidth measures it). Reading innerWidth forces
 * a layout when the page has changed since the last one: in the effects that follow the first render, that is
 * the whole page's first layout, in the same task; a media query answers without it.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_EXCLUSIVE - 0.02}px)`;

/** The part of window this needs, so tests can pass a stand-in. */
export interface ResizableWindow {
  readonly innerWidth: number;
  addEventListener(type: "resize", listener: () => void): void;
  removeEventListener(type: "resize", listener: () => void): void;
}

/**
 * Reports whether the window is in the mobile layout, once resizing has settled, and only when that
 * answer changes (from `mobileNow`, the answer at the start). Returns the unsubscribe function.
 */
export function watchMobileLayout(
  target: ResizableWindow,
  onChange: (mobile: boolean) => void,
  delayMs = RESIZE_DEBOUNCE_MS,
  mobileNow = isMobileWidth(target.innerWidth),
): () => void {
  let mobile = mobileNow;
  const settle = debounce(() => {
    const next = isMobileWidth(target.innerWidth);
    if (next === mobile) return;
    mobile = next;
    onChange(next);
  }, delayMs);
  target.addEventListener("resize", settle);
  return () => {
    settle.cancel();
    target.removeEventListener("resize", settle);
  };
}
