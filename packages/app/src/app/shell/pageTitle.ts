/** 'page | product', prefixed with '(n) ' when n notifications are unviewed: '(3) Home | UX Network'. */
export function formatPageTitle(page: string, product: string, unviewedCount: number): string {
  const base = `${page} | ${product}`;
  return unviewedCount > 0 ? `(${unviewedCount}) ${base}` : base;
}
