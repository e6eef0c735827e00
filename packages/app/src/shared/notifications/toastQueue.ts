import type { DisplayPolicy } from "./notificationPolicy";
import type { ToastBackend } from "./notifier";

/** Where toasts end up once the toast library is loaded and mounted. */
export interface ToastSink {
  show(id: string, message: string, policy: DisplayPolicy): void;
  close(id: string): void;
}

export interface ToastQueue extends ToastBackend<string> {
  /** Connects the mounted toast host; toasts shown before it arrived are handed over in order. */
  attach(sink: ToastSink): () => void;
}

/**
 * A toast backend that works before the toast library is loaded: toasts wait here (and can still be
 * closed) until a host attaches. needHost is called when the first toast arrives with no host, so the
 * library is fetched only when something is actually shown, not on every page load.
 */
export function createToastQueue(needHost: () => void): ToastQueue {
  let sink: ToastSink | null = null;
  const waiting = new Map<string, { message: string; policy: DisplayPolicy }>();
  let counter = 0;
  return {
    enqueue(message, policy) {
      counter += 1;
      const id = `toast-${counter}`;
      if (sink !== null) {
        sink.show(id, message, policy);
      } else {
        waiting.set(id, { message, policy });
        needHost();
      }
      return id;
    },
    close(id) {
      if (sink !== null) sink.close(id);
      else waiting.delete(id);
    },
    attach(next) {
      sink = next;
      for (const [id, toast] of waiting) next.show(id, toast.message, toast.policy);
      waiting.clear();
      return () => {
        if (sink === next) sink = null;
      };
    },
  };
}
