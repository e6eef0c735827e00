import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/** A file of the production build, held in memory with its compressed forms (the build is a few MB). */
export interface StaticAsset {
  path: string;
  contentType: string;
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  /** Vite puts content-hashed files under /assets/: those can be cached forever. */
  immutable: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const MIN_COMPRESS_BYTES = 512;

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

const BROTLI_STRONGEST = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * A body's gzip and brotli forms at the strongest levels (made once, never per request); none below 512 bytes,
 * where the headers cost more than compression saves.
 */
export function compressedForms(body: Buffer): Pick<StaticAsset, "gzip" | "brotli"> {
  if (body.length < MIN_COMPRESS_BYTES) return {};
  return { gzip: gzipSync(body, { level: 9 }), brotli: brotliCompressSync(body, BROTLI_STRONGEST(body)) };
}

/** Where compressed forms are kept between starts (node_modules/.cache: what tools can make again). */
export const COMPRESSED_CACHE_DIR = fileURLToPath(
  new URL("../../../node_modules/.cache/ux-compressed/", import.meta.url),
);

/**
 * compressedForms, kept on disk by the body's hash: brotli at quality 11 over the build took 3.5 s of every
 * start; now only a build's new files pay it, on zlib's worker threads rather than the event loop. A cache
 * that cannot be written only costs the time.
 */
export async function cachedCompressedForms(
  body: Buffer,
  cacheDir: string,
): Promise<Pick<StaticAsset, "gzip" | "brotli">> {
  if (body.length < MIN_COMPRESS_BYTES) return {};
  const base = join(cacheDir, cacheKey(body));
  try {
    const [gzipped, brotli] = await Promise.all([readFile(`${base}.gz`), readFile(`${base}.br`)]);
    return { gzip: gzipped, brotli };
  } catch {
    // Not cached yet.
  }
  const [gzipped, brotli] = await Promise.all([
    promisify(gzip)(body, { level: 9 }),
    promisify(brotliCompress)(body, BROTLI_STRONGEST(body)),
  ]);
  await keep(`${base}.gz`, gzipped).catch(() => {});
  await keep(`${base}.br`, brotli).catch(() => {});
  return { gzip: gzipped, brotli };
}

/** A body's name in the cache: its content, so a changed file is never served an old form. */
const cacheKey = (body: Buffer) => createHash("sha256").update(body).digest("hex");

/** Drops the forms of files no longer in the build, so the cache holds one build's worth, not every build's. */
async function pruneCache(cacheDir: string, bodies: readonly Buffer[]): Promise<void> {
  const kept = new Set(bodies.map(cacheKey));
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => /^[0-9a-f]{64}\.(br|gz)$/.test(name) && !kept.has(name.slice(0, 64)))
      .map((name) => rm(join(cacheDir, name), { force: true }).catch(() => {})),
  );
}

/** Written whole, then renamed: a start beside this one never reads half a file. */
async function keep(file: string, bytes: Buffer): Promise<void> {
  await mkdir(join(file, ".."), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Loads and pre-compresses the whole build once at start, so requests never compress on the hot path. The
 * cache folder belongs to this build: forms of files it no longer has are removed.
 */
export async function loadStaticAssets(
  distDir: string,
  cacheDir = COMPRESSED_CACHE_DIR,
): Promise<Map<string, StaticAsset>> {
  const files = await listFiles(distDir);
  const loaded = await Promise.all(
    files.map(async (file): Promise<StaticAsset> => {
      const urlPath = `/${relative(distDir, file).split(sep).join("/")}`;
      const body = await readFile(file);
      const contentType = contentTypeOf(file);
      return {
        path: urlPath,
        contentType,
        body,
        immutable: urlPath.startsWith("/assets/"),
        ...(COMPRESSIBLE.test(contentType) ? await cachedCompressedForms(body, cacheDir) : {}),
      };
    }),
  );
  // Only a whole build prunes: a folder without its index.html is refused by the server anyway.
  if (loaded.some((asset) => asset.path === "/index.html"))
    await pruneCache(
      cacheDir,
      loaded.filter((asset) => asset.brotli !== undefined).map((asset) => asset.body),
    );
  return new Map(loaded.map((asset) => [asset.path, asset]));
}
