const DECIMAL = /^-?\d+(\.\d+)?$/;

/** True for plain decimal text such as '12', '-0.5', '1234.5678' (no exponent, no grouping). */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text);
}

/**
 * Turns a JSON number from a service into plain decimal text, so that display code never does float
 * arithmetic on it. Exponent forms ('1e-7', '1e+21') are expanded; non-finite numbers give null.
 * Core's parseDecimal + formatUnits do the same, but this ships in the landing page's chunk, where they
 * cost 0.3 kB gzipped more (measured) against the 150 kB budget.
 */
export function numberToDecimalText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa = "", exponentText = "0"] = text.toLowerCase().split("e");
  const negative = mantissa.startsWith("-");
  const [whole = "", fraction = ""] = mantissa.replace("-", "").split(".");
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  let result: string;
  if (point <= 0) result = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) result = digits + "0".repeat(point - digits.length);
  else result = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${result}` : result;
}
