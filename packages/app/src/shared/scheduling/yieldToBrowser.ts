/** The browser's scheduler where it has one (Chromium): its `yield` resumes before other queued tasks. */
interface WithScheduler {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Gives the main thread back to the browser between slices of long work, so no task blocks taps for long
 * (#18): `scheduler.yield()` where it exists, else a zero timeout (a new task; after five nested ones the
 * browser waits 4 ms, which only delays the work).
 */
export function yieldToBrowser(): Promise<void> {
  return (globalThis as WithScheduler).scheduler?.yield?.() ?? new Promise((resume) => setTimeout(resume));
}
