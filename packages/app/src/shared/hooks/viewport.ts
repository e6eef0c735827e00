import { debounce } from "./debounce";

/** Spec: mobile layout below 768 px; resize handling is debounced 200 ms. */
export const MOBILE_MAX_WIDTH_EXCLUSIVE = 768;
export const RESIZE_DEBOUNCE_MS = 200;

export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_MAX_WIDTH_EXCLUSIVE;
}

/** The part of window this needs, so tests can pass a stand-in. */
export interface ResizableWindow {
  readonly innerWidth: number;
  addEventListener(type: "resize", listener: () => void): void;
  removeEventListener(type: "resize", listener: () => void): void;
}

/**
 * Reports whether the window is in the mobile layout, once resizing has settled, and only when that
 * answer changes. Returns the unsubscribe function.
 */
export function watchMobileLayout(
  target: ResizableWindow,
  onChange: (mobile: boolean) => void,
  delayMs = RESIZE_DEBOUNCE_MS,
): () => void {
  let mobile = isMobileWidth(target.innerWidth);
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
