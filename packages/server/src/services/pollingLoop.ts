/**
 * Runs `work` every `intervalMs` (the next run is scheduled when one ends, so runs never overlap) until
 * stopped; a failing run is logged and the loop goes on. run() starts one now, shared with any run already
 * in flight, so callers (tests, a new connection) can wait for fresh data and get its result.
 */
export class PollingLoop<T = void> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private stopped = true;
  /** The loop's own run is in flight (not only a caller's run()). */
  private looping = false;
  /** A wake() came while the loop's run was in flight: the loop runs again as soon as that run ends. */
  private wokenMeanwhile = false;
  private loop: (woken: boolean) => void = () => undefined;

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

  /**
   * The first run comes after `firstDelayMs` (at once by default), the next ones `intervalMs` apart, or
   * `nextDelayMs()` apart when given (asked after each run: a loop with nothing to do may wait longer).
   */
  start(intervalMs: number, firstDelayMs = 0, nextDelayMs: () => number = () => intervalMs): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = (woken) => {
      this.timer = null;
      this.looping = true;
      this.wokenMeanwhile = false;
      // A woken run starts after the news: a caller's run in flight may have read before it.
      const ran =
        woken && this.running ? this.running.catch(() => undefined).then(() => this.run()) : this.run();
      ran.catch(this.onError).finally(() => {
        this.looping = false;
        if (this.stopped) return;
        const again = this.wokenMeanwhile;
        this.timer = setTimeout(() => this.loop(again), again ? 0 : nextDelayMs());
      });
    };
    this.timer = setTimeout(() => this.loop(false), firstDelayMs);
  }

  /**
   * New work was announced: the loop's next run comes now instead of at its scheduled time (right after the
   * run in flight, when one is). Ignored while stopped, so a standby instance's wake-ups do nothing.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.looping) {
      this.wokenMeanwhile = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(true), 0);
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

  /**
   * Whether the last pass found nothing waiting (default: never), so the next one may wait `idleMs`: the
   * loops that are told of new work (wake) only poll slowly for what they were not told of.
   */
  protected idle(): boolean {
    return false;
  }

  /**
   * Passes every `intervalMs` (every `idleMs` after a pass that found nothing to do), the first after
   * `firstDelayMs` (at once by default).
   */
  start(intervalMs: number, firstDelayMs = 0, idleMs = intervalMs): void {
    this.loop.start(intervalMs, firstDelayMs, () => (this.idle() ? idleMs : intervalMs));
  }

  /** New work was announced: pass now rather than at the next (possibly idle) interval. */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
