import { expect } from "vitest";
import type { ParseResult } from "../../src/money/parseResult";

/** Asserts that a parse was refused with `code`; returns the refusal's message for further checks. */
export function expectRefused(result: ParseResult<unknown>, code: string): string {
  expect(result.ok).toBe(false);
  if (result.ok) return "";
  expect(result.code).toBe(code);
  return result.error;
}
