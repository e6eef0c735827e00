import { groupThousands } from "./groupThousands";

export type TimeAgoUnit = "year" | "month" | "day" | "hour" | "minute" | "second";

/**
 * '5 minutes ago' worded exactly as `new Intl.RelativeTimeFormat("en").format(-count, unit)` words it, for a
 * whole count of at least 1. English is what most visits show, and the browser's first Intl formatter
 * loads its locale data, a long task on a slow phone (100-250 ms at Lighthouse's 4x CPU) in the middle of
 * a page's render; other languages still go through Intl (timeAgo).
 */
export function englishTimeAgo(count: number, unit: TimeAgoUnit): string {
  const digits = groupThousands(String(count));
  return `${digits} ${unit}${count === 1 ? "" : "s"} ago`;
}
