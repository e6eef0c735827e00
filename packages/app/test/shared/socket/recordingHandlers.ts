/** What a recorded handler was called with: its first argument, one entry a call. */
type Recorded<Handler> = Handler extends (first: infer First, ...rest: never[]) => void ? First[] : never;

/**
 * A socket client's handlers for tests: each named handler records its first argument, so
 * `seen.onRates` lists what every onRates call handed on.
 */
export function recordingHandlers<Handlers extends object>(names: readonly (keyof Handlers & string)[]) {
  const seen: Record<string, unknown[]> = {};
  const handlers: Record<string, (first: unknown) => void> = {};
  for (const name of names) {
    const calls: unknown[] = [];
    seen[name] = calls;
    handlers[name] = (first) => calls.push(first);
  }
  return {
    seen: seen as { [Name in keyof Handlers]: Recorded<Handlers[Name]> },
    handlers: handlers as unknown as Handlers,
  };
}
