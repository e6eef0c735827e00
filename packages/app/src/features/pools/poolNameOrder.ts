const PLAIN = /^[A-Za-z0-9_.-]*$/;
const RUNS = /[0-9]+|[A-Za-z]+|[_.-]/g;
/** The English collator's order of the classes: these punctuation marks, then digits, then letters. */
const RANK: Readonly<Record<string, number>> = { _: 0, "-": 1, ".": 2 };
const DIGITS_RANK = 3;
const LETTERS_RANK = 4;

const rankOf = (run: string) => RANK[run] ?? (/^[0-9]/.test(run) ? DIGITS_RANK : LETTERS_RANK);
const order = (x: string | number, y: string | number) => (x === y ? 0 : x < y ? -1 : 1);

function compareRuns(a: string, b: string): number {
  const rank = rankOf(a);
  if (rank !== rankOf(b)) return order(rank, rankOf(b));
  if (rank === DIGITS_RANK) {
    // By value: leading zeros do not count, a longer number is larger.
    const [x, y] = [a.replace(/^0+/, ""), b.replace(/^0+/, "")];
    return x.length !== y.length ? order(x.length, y.length) : order(x, y);
  }
  return order(a.toLowerCase(), b.toLowerCase());
}

/**
 * Pool names in the order `a.localeCompare(b, "en", { sensitivity: "base", numeric: true })` gives: case
 * ignored, numbers by value, '_' '-' '.' before digits before letters. Names of those characters (what
 * pools are called, e.g. 'usdt-utx') are compared here, since the page's first Intl use (localeCompare
 * builds a collator) loads the browser's locale data, a long task on a slow phone in the list's first
 * render; other names still go to Intl.
 */
export function comparePoolNames(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b))
    return a.localeCompare(b, "en", { sensitivity: "base", numeric: true });
  const [x, y] = [a.match(RUNS) ?? [], b.match(RUNS) ?? []];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const runs = compareRuns(x[i] as string, y[i] as string);
    if (runs !== 0) return runs;
  }
  return order(x.length, y.length);
}
