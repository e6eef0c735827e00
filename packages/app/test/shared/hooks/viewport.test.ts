import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  isMobileWidth,
  MOBILE_MAX_WIDTH_EXCLUSIVE,
  RESIZE_DEBOUNCE_MS,
  type ResizableWindow,
  watchMobileLayout,
} from "../../../src/shared/hooks/viewport";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

class FakeWindow implements ResizableWindow {
  innerWidth: number;
  listeners = new Set<() => void>();
  constructor(width: number) {
    this.innerWidth = width;
  }
  addEventListener(_type: "resize", listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "resize", listener: () => void) {
    this.listeners.delete(listener);
  }
  resizeTo(width: number) {
    this.innerWidth = width;
    for (const listener of this.listeners) listener();
  }
}

/** A 1024 px wide window, watched: the layout changes reported for it collect in `changes`. */
function watchedWindow() {
  const win = new FakeWindow(1024);
  const changes: boolean[] = [];
  watchMobileLayout(win, (mobile) => changes.push(mobile));
  return { win, changes };
}

describe("mobile layout", () => {
  it("applies below 768 px", () => {
    expect(MOBILE_MAX_WIDTH_EXCLUSIVE).toBe(768);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(isMobileWidth(320)).toBe(true);
    expect(isMobileWidth(1920)).toBe(false);
  });

  it("reports a change only once resizing has settled for 200 ms", () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
    const { win, changes } = watchedWindow();
    win.resizeTo(700);
    vi.advanceTimersByTime(100);
    win.resizeTo(600);
    vi.advanceTimersByTime(199);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it("stays quiet when the layout does not change, and when resizing ends where it began", () => {
    const { win, changes } = watchedWindow();
    win.resizeTo(900);
    vi.advanceTimersByTime(200);
    win.resizeTo(500);
    win.resizeTo(1024);
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([]);
    win.resizeTo(767);
    vi.advanceTimersByTime(200);
    win.resizeTo(768);
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true, false]);
  });

  it("unsubscribing removes the listener and drops a pending report", () => {
    const win = new FakeWindow(1024);
    const onChange = vi.fn();
    const stop = watchMobileLayout(win, onChange);
    win.resizeTo(500);
    stop();
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
    expect(win.listeners.size).toBe(0);
  });
});
