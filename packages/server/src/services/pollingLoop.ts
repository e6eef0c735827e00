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

/**
 * A service part whose work runs on a PollingLoop (the AMM indexer and keeper, the stake feeds, the swap
 * worker): start() and stop() drive the loop, runNow() is the subclass's public "one pass now", and a
 * failing pass is logged as `<label>: <message>`, so each part writes only its pass.
 */
export abstract class PolledWork<T = void> {
  private readonly loop: PollingLoop<T>;

  constructor(label: string, log: (message: string) => void) {
    this.loop = new PollingLoop(
      () => this.pass(),
      (error) => log(`${label}: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** One pass of the work; the loop's runs never overlap. */
  protected abstract pass(): Promise<T>;

  /** One pass now, shared with a pass in flight. */
  protected runNow(): Promise<T> {
    return this.loop.run();
  }

  /** Passes every `intervalMs`, the first after `firstDelayMs` (at once by default). */
  start(intervalMs: number, firstDelayMs = 0): void {
    this.loop.start(intervalMs, firstDelayMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
