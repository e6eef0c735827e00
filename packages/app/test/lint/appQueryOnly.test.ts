import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Screens read the server through useAppQuery (src/shared/query/useAppQuery.ts), which renders an answer as
 * a transition in short slices. TanStack's own useQuery renders it synchronously in one task (a 250 ms task on
 * a phone when the swap form met its pools), so no source file outside that hook may call it.
 */

const src = fileURLToPath(new URL("../../src/", import.meta.url));
const HOOK = "shared/query/useAppQuery.ts";
/** An import of TanStack's React hooks that render through useSyncExternalStore. */
const SYNC_HOOK_IMPORT =
  /import\s*\{[^}]*\b(useQuery|useQueries|useSuspenseQuery|useInfiniteQuery)\b[^}]*\}\s*from\s*"@tanstack\/react-query"/;

function sourceFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .map((file) => file.replaceAll("\\", "/"))
    .filter((file) => /\.tsx?$/.test(file));
}

describe("server reads", () => {
  it("go through useAppQuery, never TanStack's synchronous hooks", () => {
    const offenders = sourceFiles().filter(
      (file) => file !== HOOK && SYNC_HOOK_IMPORT.test(readFileSync(`${src}${file}`, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("recognise the import it forbids (the check above can fail)", () => {
    expect(SYNC_HOOK_IMPORT.test('import { useQuery } from "@tanstack/react-query";')).toBe(true);
    expect(
      SYNC_HOOK_IMPORT.test('import {\n  type QueryKey,\n  useQueries,\n} from "@tanstack/react-query";'),
    ).toBe(true);
    expect(SYNC_HOOK_IMPORT.test('import { useQueryClient } from "@tanstack/react-query";')).toBe(false);
    expect(sourceFiles()).toContain(HOOK);
  });
});
