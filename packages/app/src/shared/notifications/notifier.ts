import {
  type DisplayPolicy,
  displayPolicy,
  type NoticeSegment,
  type NotificationVariant,
} from "./notificationPolicy";

/** What the notifier needs from the toast library; notistack in the app, a fake in tests. */
export interface ToastBackend<Id> {
  enqueue(message: string, policy: DisplayPolicy): Id;
  close(id: Id): void;
}

export interface Notifier {
  /** `title` heads the message (a service's msg gets SERVICE_ERROR_TITLE). */
  error(message: string, title?: string): void;
  success(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  /**
   * Shows a notice that stays until replace() or dismiss() is called with the same key; segments show it
   * built from a template (text and app links) instead of the plain message.
   */
  persistent(
    key: string,
    message: string,
    variant?: NotificationVariant,
    segments?: readonly NoticeSegment[],
  ): void;
  /**
   * Closes the notice held by key and shows message in its place: timed by default, or persistent
   * (still held by key) when persistent is true, e.g. 'Connecting to wallet' -> 'Signing transaction ...'.
   */
  replace(key: string, message: string, variant: NotificationVariant, persistent?: boolean): void;
  dismiss(key: string): void;
}

/**
 * Builds the notification API over a toast backend. Each shown toast gets a fresh backend id: reusing an
 * id while the old toast is still animating out would make the library drop the new one with it.
 */
export function createNotifier<Id>(backend: ToastBackend<Id>): Notifier {
  const held = new Map<string, Id>();
  const release = (key: string) => {
    const id = held.get(key);
    if (id === undefined) return;
    held.delete(key);
    backend.close(id);
  };
  const timed = (variant: NotificationVariant) => (message: string, title?: string) => {
    const policy = displayPolicy(variant);
    backend.enqueue(message, title === undefined ? policy : { ...policy, title });
  };
  return {
    error: timed("error"),
    success: timed("success"),
    info: timed("info"),
    warning: timed("warning"),
    persistent(key, message, variant = "info", segments) {
      release(key);
      const policy = displayPolicy(variant, true);
      held.set(key, backend.enqueue(message, segments === undefined ? policy : { ...policy, segments }));
    },
    replace(key, message, variant, persistent = false) {
      release(key);
      const id = backend.enqueue(message, displayPolicy(variant, persistent));
      if (persistent) held.set(key, id);
    },
    dismiss: release,
  };
}
