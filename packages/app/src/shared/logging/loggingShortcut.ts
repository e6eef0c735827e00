import { msg } from "../i18n/msg";

/** The key event fields the shortcut looks at. */
export interface ShortcutKeyEvent {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  key: string;
  code: string;
}

/**
 * Alt+N toggles logging. The physical key (code) is checked as well as the character, because Alt+N
 * types a dead key or another character on some layouts (macOS: '˜').
 */
export function isLoggingShortcut(event: ShortcutKeyEvent): boolean {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return event.code === "KeyN" || event.key.toLowerCase() === "n";
}

export const LOGGING_ENABLED_NOTICE = msg("Logging enabled");
export const LOGGING_DISABLED_NOTICE = msg("Logging disabled");

export function loggingNotice(enabled: boolean): string {
  return enabled ? LOGGING_ENABLED_NOTICE : LOGGING_DISABLED_NOTICE;
}
