import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentBuild, ensurePrebuilt, PREBUILT_ENTRIES, type PrebuiltOutputs } from "../prebuilt.mjs";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const HOUR_AGO = Date.now() - 3_600_000;

/** Every module specifier a bundle file imports, statically or dynamically. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  // esbuild writes static imports one per line (`import … from "x";`, `export … from "x";`, `import "x";`).
  const statics = [...text.matchAll(/^(?:import|export)\b[^;]*?"([^"]+)";$/gm)];
  const dynamics = [...text.matchAll(/\bimport\("([^"]+)"\)/g)];
  const found = [...statics, ...dynamics].map((match) => match[1]);
  return found.filter((specifier): specifier is string => specifier !== undefined);
}

describe("prebuilt local network bundles", () => {
  const cache = mkdtempSync(join(tmpdir(), "ux-prebuilt-"));
  const previousBuild = `build-${HOUR_AGO}-1`;
  const abandonedBuild = `build-${HOUR_AGO - 1}-2`;
  let outputs: PrebuiltOutputs;
  let dir: string;

  beforeAll(async () => {
    // A cache as an earlier build left it: its manifest (now stale) names one folder, another is orphaned.
    for (const old of [previousBuild, abandonedBuild]) mkdirSync(join(cache, old));
    const staleInputs = { "packages/launcher/prebuilt.mjs": "0:0" };
    const manifest = { format: 2, root: ROOT, build: previousBuild, inputs: staleInputs };
    writeFileSync(join(cache, "manifest.json"), JSON.stringify(manifest));
    outputs = await ensurePrebuilt(cache);
    dir = dirname(outputs.launcher);
  }, 120_000);
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it("makes one bundle per process and worker thread, and keeps using it while no input changes", async () => {
    for (const name of Object.keys(PREBUILT_ENTRIES)) expect(existsSync(join(dir, `${name}.mjs`))).toBe(true);
    expect(currentBuild(cache)).toBe(dir);
    expect(await ensurePrebuilt(cache)).toEqual(outputs);
    // Every input is a file with its size and time (esbuild's define pseudo-inputs are not files).
    const { inputs } = JSON.parse(readFileSync(join(cache, "manifest.json"), "utf8")) as {
      inputs: Record<string, string>;
    };
    expect(Object.entries(inputs).filter(([, stamp]) => !/^\d+:\d+(\.\d+)?$/.test(stamp))).toEqual([]);
  });

  it("remakes the bundles when an input changes", () => {
    const manifestFile = join(cache, "manifest.json");
    const saved = readFileSync(manifestFile, "utf8");
    const manifest = JSON.parse(saved) as { inputs: Record<string, string> };
    const source = "packages/devnet/src/node/persistence/dataFolder.ts";
    expect(manifest.inputs[source]).toMatch(/^\d+:\d+(\.\d+)?$/);
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, inputs: { ...manifest.inputs, [source]: "1:1" } }),
    );
    expect(currentBuild(cache)).toBeNull();
    writeFileSync(manifestFile, saved);
    expect(currentBuild(cache)).toBe(dir);
  });

  it("keeps the previous build for processes still running on it and removes older ones", () => {
    const builds = readdirSync(cache).filter((entry) => entry.startsWith("build-"));
    expect(builds.sort()).toEqual([previousBuild, dirname(outputs.launcher).split("/").at(-1)].sort());
  });

  it("names only built-in modules, its own chunks and package files that exist", () => {
    const files = readdirSync(dir).filter((file) => file.endsWith(".mjs"));
    const unresolved = files.flatMap((file) =>
      importsOf(join(dir, file)).filter((specifier) => {
        if (isBuiltin(specifier)) return false;
        const path = specifier.startsWith(".") ? resolve(dir, specifier) : specifier;
        return !(path.startsWith("/") && existsSync(path));
      }),
    );
    expect(unresolved).toEqual([]);
    // The packages were found from the workspace that imports them (kysely is the server's own dependency).
    expect(
      files.some((file) => readFileSync(join(dir, file), "utf8").includes("/node_modules/kysely/")),
    ).toBe(true);
  });

  it("hands the launcher its children's bundles and the devnet its worker thread's", () => {
    const text = readdirSync(dir)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => readFileSync(join(dir, file), "utf8"))
      .join("\n");
    for (const child of ["devnet", "ethereum", "services"] as const) {
      expect(outputs.children[child]).toBe(join(dir, `${child}.mjs`));
      expect(text).toContain(JSON.stringify(outputs.children[child]));
    }
    const workerSource = pathToFileURL(join(ROOT, PREBUILT_ENTRIES.recoveryWorker)).href;
    expect(outputs.workers[workerSource]).toBe(pathToFileURL(join(dir, "recoveryWorker.mjs")).href);
    expect(text).toContain(JSON.stringify(workerSource));
  });

  it("gives each module its source file's import.meta.url, so paths next to a module still resolve", () => {
    const devnet = readdirSync(dir)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => readFileSync(join(dir, file), "utf8"))
      .join("\n");
    const dataFolder = pathToFileURL(join(ROOT, "packages/devnet/src/node/persistence/dataFolder.ts")).href;
    expect(devnet).toContain(JSON.stringify(dataFolder));
    expect(devnet).not.toContain("import.meta.url");
  });
});
