/**
 * Runs `work` every `intervalMs` (the next run is scheduled when one ends, so runs never overlap) until
 * stopped; a failing run is logged and the loop goes on. run() starts one now, shared with any run already
 * in flight, so callers (tests, a new connection) can wait for fresh data and get its result.
 */
export class PollingLoop<T = void> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private stopped = true;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly onError: (error: unknown) => void,
  ) {}

  run(): Promise<T> {
    this.running ??= this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The first run comes after `firstDelayMs` (at once by default), the next ones `intervalMs` apart. */
  start(intervalMs: number, firstDelayMs = 0): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = () => {
      this.run()
        .catch(this.onError)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, intervalMs);
        });
    };
    this.timer = setTimeout(loop, firstDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
