/** How the explorer writes the chain's numbers and times. */

/** A chain timestamp ("2026-11-27T23:12:10.500", UTC without a zone) as "2026-11-27 23:12:10.500 UTC". */
export function chainTime(timestamp: string | undefined): string {
  if (timestamp === undefined || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(timestamp)) return "unknown";
  return `${timestamp.replace("T", " ").replace(/Z$/, "")} UTC`;
}

export function count(value: number | undefined, unit = ""): string {
  if (value === undefined) return "unknown";
  return `${value.toLocaleString("en-US")}${unit === "" ? "" : ` ${unit}`}`;
}

/** Bytes in the largest unit that keeps at least one whole, e.g. "64.0 KiB". */
export function bytes(value: number | undefined): string {
  if (value === undefined) return "unknown";
  if (value < 0) return "unlimited";
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let amount = value;
  let unit = 0;
  while (amount >= 1024 && unit < units.length - 1) {
    amount /= 1024;
    unit++;
  }
  return unit === 0 ? `${value.toLocaleString("en-US")} bytes` : `${amount.toFixed(1)} ${units[unit]}`;
}

/** "used of max (n%)", or what of it is known; a negative max is nodeos' 'unlimited'. */
export function usage(
  used: number | undefined,
  max: number | undefined,
  format: (n: number) => string,
): string {
  if (used === undefined) return "unknown";
  if (max === undefined) return format(used);
  if (max < 0) return `${format(used)} (unlimited)`;
  const percent = max === 0 ? 0 : (used / max) * 100;
  return `${format(used)} of ${format(max)} (${percent.toFixed(percent < 10 ? 1 : 0)}%)`;
}

/** JSON for reading: indented, with big payloads cut so one action cannot make a page of megabytes. */
export function prettyJson(value: unknown, limit = 20_000): string {
  let out: string;
  try {
    out = JSON.stringify(value, null, 2) ?? "null";
  } catch {
    out = String(value);
  }
  return out.length > limit ? `${out.slice(0, limit)}\n... (${out.length - limit} more characters)` : out;
}
