export type WalletEventListener = (...args: unknown[]) => void;

/** The few EventEmitter methods dapps call on window.ethereum (no node:events: this runs in the browser). */
export class WalletEvents {
  private readonly listeners = new Map<string, WalletEventListener[]>();

  on(event: string, listener: WalletEventListener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  once(event: string, listener: WalletEventListener): void {
    const wrapper: WalletEventListener = (...args) => {
      this.removeListener(event, wrapper);
      listener(...args);
    };
    this.on(event, wrapper);
  }

  removeListener(event: string, listener: WalletEventListener): void {
    const remaining = (this.listeners.get(event) ?? []).filter((candidate) => candidate !== listener);
    this.listeners.set(event, remaining);
  }

  removeAllListeners(event?: string): void {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  /** Calls every listener; one throwing does not stop the others (as in a browser's event dispatch). */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
