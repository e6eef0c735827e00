/**
 * A moment in the browser's own date and time format. A component rather than a text computed by its
 * parent, so a tooltip formats it only when it opens: the page's first Intl use loads the browser's locale
 * data, a long task on a slow phone (100-250 ms at Lighthouse's 4x CPU) if it fell in the page's render.
 */
export function LocalDateTime({ ms }: { ms: number }) {
  return new Date(ms).toLocaleString();
}
