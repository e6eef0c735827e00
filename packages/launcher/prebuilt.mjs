// The local network's processes as prebuilt JavaScript. Under `node --import tsx` every process carried tsx's
// loader thread (~32 MB each, measured on an idle node) and transpiled its sources at each start; one esbuild
// bundle per process, remade only when one of its inputs changed, starts sooner and lighter.
// Plain JavaScript: it runs before anything could load TypeScript.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { isBuiltin } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CACHE_DIR = join(ROOT, "node_modules/.cache/ux-prebuilt");
const manifestOf = (cacheDir) => join(cacheDir, "manifest.json");
/** The manifest's shape: a cache written by another shape is remade. */
const FORMAT = 2;

/** Each process's entry, by the name its bundle gets. */
export const PREBUILT_ENTRIES = {
  launcher: "packages/launcher/src/main.ts",
  devnet: "packages/devnet/src/main.ts",
  ethereum: "packages/devnet/src/ethereum/main.ts",
  services: "packages/server/src/main.ts",
  recoveryWorker: "packages/devnet/src/engine/transaction/recoveryWorker.ts",
};

/** Where each bundle of a build is, also handed to the bundles (`childEntry.ts`, `startTypeScriptWorker.ts`). */
function outputs(dir) {
  const file = (name) => join(dir, `${name}.mjs`);
  return {
    children: { devnet: file("devnet"), ethereum: file("ethereum"), services: file("services") },
    workers: {
      [pathToFileURL(join(ROOT, PREBUILT_ENTRIES.recoveryWorker)).href]: pathToFileURL(file("recoveryWorker"))
        .href,
    },
    launcher: file("launcher"),
  };
}

function stampOf(file) {
  const stat = statSync(join(ROOT, file), { throwIfNoEntry: false });
  return stat && `${stat.size}:${stat.mtimeMs}`;
}

function readManifest(cacheDir) {
  try {
    return JSON.parse(readFileSync(manifestOf(cacheDir), "utf8"));
  } catch {
    return null; // no manifest yet, or an unreadable one
  }
}

/** The current build's folder when the manifest names every input as it was when it was made, else null. */
export function currentBuild(cacheDir = CACHE_DIR) {
  const manifest = readManifest(cacheDir);
  if (manifest?.format !== FORMAT || manifest.root !== ROOT) return null;
  const fresh = Object.entries(manifest.inputs).every(([file, stamp]) => stampOf(file) === stamp);
  return fresh ? join(cacheDir, manifest.build) : null;
}

/**
 * Each module keeps its own `import.meta.url` (the source file's), so paths a module resolves next to itself
 * (data folders, the PGlite dump script, the network configs) mean what they mean when run from source.
 */
const RESOLVING = Symbol("resolving a package");
// Spelled in parts: this file is bundled too (the launcher reads its entries), and the whole expression
// written here would be replaced inside the string itself.
const IMPORT_META_URL = ["import", "meta", "url"].join(".");
const sourceUrlPlugin = {
  name: "local-network-bundles",
  setup(build) {
    // Packages stay in node_modules, named by the file esbuild resolves (its ESM conditions are Node's): the
    // bundle's folder sees neither a workspace's own node_modules nor a CommonJS deep import's extension.
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === RESOLVING || args.path.startsWith("@ux/")) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const { path, errors } = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: RESOLVING,
      });
      return errors.length > 0 ? { errors } : { path, external: true };
    });
    build.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/].*\.[cm]?[jt]s$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      return {
        contents: text.replaceAll(IMPORT_META_URL, JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith("ts") ? "ts" : "js",
      };
    });
  },
};

/**
 * Each build gets its own folder (its paths are baked into its bundles) and becomes current by an atomic
 * rename of the manifest, so a launcher starting meanwhile, or one still running, never reads a half-written
 * bundle. Builds older than the previous one are removed once they are ten minutes old (a build that old
 * is not one still being written by another launcher).
 */
async function build(cacheDir) {
  const esbuild = await import("esbuild");
  const startedAt = Date.now();
  const name = `build-${startedAt}-${process.pid}`;
  const dir = join(cacheDir, name);
  const out = outputs(dir);
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: PREBUILT_ENTRIES,
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [sourceUrlPlugin],
    define: {
      __UX_PREBUILT_CHILDREN__: JSON.stringify(out.children),
      __UX_PREBUILT_WORKERS__: JSON.stringify(out.workers),
    },
  });
  await esbuild.stop();
  // This file is an input too: a change to how bundles are made remakes them. A file saved while the build
  // ran may be in it as it was before: it gets no stamp, so the next start builds again.
  const sources = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("<define:"));
  const files = [...sources, "packages/launcher/prebuilt.mjs"];
  const inputs = Object.fromEntries(
    files.map((file) => {
      const stamp = stampOf(file);
      const changedDuringBuild = stamp === undefined || Number(stamp.split(":")[1]) >= startedAt;
      return [file, changedDuringBuild ? "changed during the build" : stamp];
    }),
  );
  const previous = readManifest(cacheDir)?.build;
  const manifest = manifestOf(cacheDir);
  writeFileSync(
    `${manifest}.${process.pid}`,
    JSON.stringify({ format: FORMAT, root: ROOT, build: name, inputs }),
  );
  renameSync(`${manifest}.${process.pid}`, manifest);
  for (const entry of readdirSync(cacheDir))
    if (isOldBuild(entry) && entry !== previous)
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
  return dir;
}

function isOldBuild(entry) {
  const made = /^build-(\d+)-/.exec(entry)?.[1];
  return made !== undefined && Date.now() - Number(made) > 10 * 60_000;
}

/**
 * Makes the bundles when any input changed (or none exist) and says where each is. `cacheDir` is for tests.
 */
export async function ensurePrebuilt(cacheDir = CACHE_DIR) {
  let dir = currentBuild(cacheDir);
  if (dir === null) {
    const started = performance.now();
    dir = await build(cacheDir);
    console.log(`launcher: local network bundled in ${Math.round(performance.now() - started)} ms`);
  }
  return outputs(dir);
}

// `node packages/launcher/prebuilt.mjs` (the root postinstall): the first `npm start` finds the bundles made.
if (process.argv[1] === fileURLToPath(import.meta.url)) await ensurePrebuilt();
