import { msg } from "../i18n/msg";

export type NotificationVariant = "error" | "success" | "info" | "warning";

/** Spec durations: errors 4 s, success 3 s, info 4 s (warnings take the error duration). */
export const NOTIFICATION_DURATION_MS: Readonly<Record<NotificationVariant, number>> = {
  error: 4000,
  success: 3000,
  info: 4000,
  warning: 4000,
};

/** The spec's notices that stay on screen until something replaces them. */
export const SIGNING_NOTICE = msg("Signing transaction using your wallet");
export const CONNECTING_NOTICE = msg("Connecting to wallet");

/**
 * One piece of a notice built from a template (spec 1 §8's one HTML notification): text, or a link when
 * href is set. Rendered as React elements, never as HTML; only app paths become links.
 */
export interface NoticeSegment {
  text: string;
  href?: string;
}

export interface DisplayPolicy {
  variant: NotificationVariant;
  /** null keeps the notification until it is closed or replaced. */
  autoHideDuration: number | null;
  persist: boolean;
  /** A heading above the message, e.g. 'Error' on a service's msg (spec 2 §8). */
  title?: string;
  /** The notice as template segments (text and app links); the message is its plain-text form. */
  segments?: readonly NoticeSegment[];
}

/** The title of the notification showing a service's `msg` text (spec 2 §8 'Server msg event'). */
export const SERVICE_ERROR_TITLE = msg("Error");

export function displayPolicy(variant: NotificationVariant, persistent = false): DisplayPolicy {
  return persistent
    ? { variant, autoHideDuration: null, persist: true }
    : { variant, autoHideDuration: NOTIFICATION_DURATION_MS[variant], persist: false };
}
