import type { Plugin } from "vite";

/*
 * Module evaluation in short tasks. A chunk's modules run one after another in a single task: the app's start
 * (React, the UI kit, the theme, the stores and schemas) was one 800 ms task on a mid phone (Lighthouse's 4x
 * CPU), and a task that long leaves taps and scrolls unanswered. Rolldown concatenates a chunk's modules and
 * marks where each begins with a comment naming its source; before such starts at the chunk's top level,
 * this plugin adds points where evaluation yields to the browser once the current slice has run for
 * BOOT_SLICE_MS. Top-level await is standard in module scripts (every browser the app supports), and a module
 * that waits there delays only the modules that import it, which is the order they ran in anyway. What stays
 * one task is a single module's own work: react-dom's initialisation is the longest (~100-150 ms on this
 * machine unthrottled).
 */

/** A slice's length before evaluation yields: short enough that a 4x slower phone still stays under 50 ms. */
export const BOOT_SLICE_MS = 10;

/** Where a chunk yields: `scheduler.yield()` where the browser has it (its continuation runs first), else a
 * message to itself (a task, without the 4 ms clamp of nested timers), its channel made on first use. One
 * instance for every chunk. */
const RUNTIME =
  "const __uxBootSlice = (globalThis.__uxBootSlice ??= (() => {" +
  "let sliceStart = performance.now(); let channel; const waiting = [];" +
  "const message = () => { if (!channel) { channel = new MessageChannel();" +
  " channel.port1.onmessage = () => waiting.shift()?.(); }" +
  " return new Promise((resume) => { waiting.push(resume); channel.port2.postMessage(null); }); };" +
  "const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : message());" +
  `return { end: () => performance.now() - sliceStart > ${BOOT_SLICE_MS} ?` +
  " nextTask().then(() => { sliceStart = performance.now(); }) : undefined };" +
  "})());\n";

/** Short, as it is repeated before every module: awaiting undefined (a slice not yet over) costs a microtask. */
const YIELD_POINT = "await __uxBootSlice.end();\n";

/** Rolldown's line before each module's code: `// <path of its source>` (e.g. `// src/main.tsx`). */
const MODULE_MARK = /^\/\/ [^\s]+$/gm;

/** Where a top-level statement of the chunk begins and ends (UTF-16 offsets, as the bundler's parser gives). */
export interface Span {
  start: number;
  end: number;
}

/** The offsets of module marks that stand between two top-level statements (never inside one). */
export function topLevelModuleStarts(code: string, statements: readonly Span[]): number[] {
  const marks = [...code.matchAll(MODULE_MARK)].map((match) => match.index);
  let next = 0;
  return marks.filter((offset) => {
    while (next < statements.length && (statements[next]?.end ?? 0) <= offset) next++;
    const enclosing = statements[next];
    return enclosing === undefined || enclosing.start >= offset;
  });
}

/**
 * A yield point only once this much code (unminified) has run since the last: short modules are mostly tables
 * of class names, icons and re-exports that run in microseconds, and a point before each would cost bytes.
 */
export const MIN_SLICE_CHARS = 1500;

/**
 * The chunk with a yield point before each module that starts at least MIN_SLICE_CHARS after the last point
 * (or the chunk's first module), and the runtime they share; null when there is nothing to split.
 */
export function sliceModuleEvaluation(code: string, statements: readonly Span[]): string | null {
  const starts = topLevelModuleStarts(code, statements);
  const points: number[] = [];
  for (const offset of starts.slice(1))
    if (offset - (points.at(-1) ?? starts[0] ?? 0) >= MIN_SLICE_CHARS) points.push(offset);
  if (points.length === 0) return null;
  let sliced = "";
  let from = 0;
  for (const offset of points) {
    sliced += code.slice(from, offset) + YIELD_POINT;
    from = offset;
  }
  return RUNTIME + sliced + code.slice(from);
}

/** The build plugin: every ES chunk's module evaluation in slices (no source maps are built, so none is kept). */
export function bootSlices(): Plugin {
  return {
    name: "ux:boot-slices",
    apply: "build",
    renderChunk(code, _chunk, options) {
      if (options.format !== "es") return null;
      const sliced = sliceModuleEvaluation(code, this.parse(code).body);
      return sliced === null ? null : { code: sliced, map: null };
    },
  };
}
