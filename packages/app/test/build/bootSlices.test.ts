import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseSync } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BOOT_SLICE_MS,
  MIN_SLICE_CHARS,
  sliceModuleEvaluation as sliceWith,
  topLevelModuleStarts as startsWith,
} from "../../vite.config.bootSlices";

/** The bundler's parse of a chunk, as the plugin gets it. */
const topLevel = (code: string) => {
  const { program, errors } = parseSync("chunk.js", code);
  if (errors.length > 0) throw new Error(errors[0]?.message);
  return program.body;
};
const topLevelModuleStarts = (code: string) => startsWith(code, topLevel(code));
const sliceModuleEvaluation = (code: string) => sliceWith(code, topLevel(code));

/** A module's code padded to a slice's worth of source, so that a yield point may follow it. */
const long = (body: string) => `${body}\n/*${"x".repeat(MIN_SLICE_CHARS)}*/`;

/** A chunk as rolldown renders it: each module's code after a line naming its source. */
function chunkOf(...modules: string[]): string {
  return modules.map((body, i) => `// src/module${i}.ts\n${body}\n`).join("");
}

const YIELD = "await __uxBootSlice.end();";
const count = (text: string, part: string) => text.split(part).length - 1;

describe("topLevelModuleStarts", () => {
  it("finds every module's mark at the top level, after text of any width", () => {
    const code = chunkOf('const a = "é…😀";', "function f() { return 1; }", "export { a, f };");
    expect(topLevelModuleStarts(code)).toEqual([
      0,
      code.indexOf("// src/module1.ts"),
      code.indexOf("// src/module2.ts"),
    ]);
  });

  it("skips mark-like lines inside a statement: a wrapped module's body, a template literal", () => {
    const wrapped =
      "var require_x = __commonJSMin((exports) => {\n// ../../node_modules/x/inner.js\nexports.x = 1;\n});";
    const template = "const text = `\n// src/not-a-module.ts\n`;";
    const code = chunkOf(wrapped, template, "export { text };");
    const starts = topLevelModuleStarts(code);
    expect(starts).toHaveLength(3);
    expect(starts).not.toContain(code.indexOf("// ../../node_modules/x/inner.js"));
    expect(starts).not.toContain(code.indexOf("// src/not-a-module.ts"));
  });
});

describe("sliceModuleEvaluation", () => {
  it("adds a yield point after every long module, and the shared runtime once", () => {
    const sliced =
      sliceModuleEvaluation(chunkOf(long("const a = 1;"), long("const b = a + 1;"), "export { a, b };")) ??
      "";
    expect(count(sliced, YIELD)).toBe(2);
    expect(count(sliced, "globalThis.__uxBootSlice ??=")).toBe(1);
    expect(sliced.indexOf(YIELD)).toBeLessThan(sliced.indexOf("// src/module1.ts"));
    expect(sliced.indexOf(YIELD)).toBeGreaterThan(sliced.indexOf("const a = 1;"));
    // Still a module that parses, with the await at its top level.
    expect(() => topLevel(sliced)).not.toThrow();
  });

  it("lets short modules share the point after them, until a slice's worth of code has run", () => {
    const short = "const s = 1;";
    const code = chunkOf(short, short, long(short), short, long(short), long(short));
    const sliced = sliceModuleEvaluation(code) ?? "";
    expect(count(sliced, YIELD)).toBe(2);
    expect(sliced.indexOf(YIELD)).toBeLessThan(sliced.indexOf("// src/module3.ts"));
    expect(sliced.indexOf(YIELD)).toBeGreaterThan(sliced.indexOf("// src/module2.ts"));
    expect(sliced.lastIndexOf(YIELD)).toBeLessThan(sliced.indexOf("// src/module5.ts"));
    expect(sliced.lastIndexOf(YIELD)).toBeGreaterThan(sliced.indexOf("// src/module4.ts"));
  });

  it("leaves a chunk of one module, or of short modules only, as it is", () => {
    expect(sliceModuleEvaluation(chunkOf("const a = 1;", "const b = 2;", "export { a, b };"))).toBeNull();
    expect(sliceModuleEvaluation(chunkOf("export const a = 1;"))).toBeNull();
    expect(sliceModuleEvaluation("export const a = 1;\n")).toBeNull();
  });
});

describe("a sliced chunk's evaluation", () => {
  let folder = "";
  const globals = globalThis as { __uxBootSlice?: unknown; scheduler?: unknown; MessageChannel: unknown };
  const realChannel = globals.MessageChannel;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "boot-slices-"));
    globals.__uxBootSlice = undefined;
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    globals.__uxBootSlice = undefined;
    globals.scheduler = undefined;
    globals.MessageChannel = realChannel;
  });

  /** Evaluates three modules, the first two keeping the thread busy for a slice and a half; the first also
   * queues a task. Returns the order in which the modules and that task ran. */
  async function evaluate(name: string, slice = sliceModuleEvaluation): Promise<string[]> {
    const busy = `{ const until = performance.now() + ${BOOT_SLICE_MS * 1.5}; while (performance.now() < until); }`;
    const order = "globalThis.__order";
    const chunk = chunkOf(
      long(`${order}.push("module 0"); setImmediate(() => ${order}.push("other task")); ${busy}`),
      long(`${order}.push("module 1"); ${busy}`),
      `${order}.push("module 2");`,
    );
    const file = join(folder, `${name}.mjs`);
    writeFileSync(file, slice(chunk) ?? "");
    const ran: string[] = [];
    (globalThis as { __order?: string[] }).__order = ran;
    await import(pathToFileURL(file).href);
    await new Promise((resume) => setImmediate(resume));
    return ran;
  }

  it("runs as one task when not sliced (the control)", async () => {
    expect(await evaluate("whole", (code) => code)).toEqual([
      "module 0",
      "module 1",
      "module 2",
      "other task",
    ]);
  });

  it("lets a waiting task run between modules once a slice is over (scheduler.yield)", async () => {
    globals.scheduler = { yield: () => new Promise((resume) => setImmediate(resume)) };
    expect(await evaluate("scheduler")).toEqual(["module 0", "other task", "module 1", "module 2"]);
  });

  it("does the same by messaging itself where there is no scheduler.yield", async () => {
    class ImmediateChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => setImmediate(() => this.port1.onmessage?.()) };
    }
    globals.MessageChannel = ImmediateChannel;
    expect(await evaluate("channel")).toEqual(["module 0", "other task", "module 1", "module 2"]);
  });
});
