import { slotStartMs } from "../blockSlot";

export interface ProductionTimerOptions {
  now: () => number;
  /** The slot of the block to seal next (starting that pending block if need be). */
  nextSlot: () => number;
  /** Seals the pending block. */
  produce: () => void;
  /** A production that threw: reported, and the timer goes on with the next slot. */
  onError: (error: unknown) => void;
}

/** Seals a block at the start of every slot: waits for the pending block's slot, produces, waits again. */
export class ProductionTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;

  constructor(private readonly options: ProductionTimerOptions) {}

  start(): void {
    this.running = true;
    this.schedule();
  }

  /** Waits for the pending block's slot again (the clock or the pending block changed). */
  reschedule(): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (!this.running) return;
    const delay = Math.max(0, slotStartMs(this.options.nextSlot()) - this.options.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.running) return;
      try {
        this.options.produce();
      } catch (error) {
        this.options.onError(error);
      }
      this.schedule();
    }, delay);
  }
}
