import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

/**
 * A body's gzip and brotli forms at the strongest levels (made once, never per request); none below 512 bytes,
 * where the headers cost more than compression saves.
 */
export function compressedForms(body: Buffer): Pick<StaticAsset, "gzip" | "brotli"> {
  if (body.length < MIN_COMPRESS_BYTES) return {};
  return {
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Loads and pre-compresses the whole build once at start, so requests never compress on the hot path. */
export async function loadStaticAssets(distDir: string): Promise<Map<string, StaticAsset>> {
  const assets = new Map<string, StaticAsset>();
  for (const file of await listFiles(distDir)) {
    const urlPath = `/${relative(distDir, file).split(sep).join("/")}`;
    const body = await readFile(file);
    const contentType = contentTypeOf(file);
    const asset: StaticAsset = {
      path: urlPath,
      contentType,
      body,
      immutable: urlPath.startsWith("/assets/"),
    };
    if (COMPRESSIBLE.test(contentType)) Object.assign(asset, compressedForms(body));
    assets.set(urlPath, asset);
  }
  return assets;
}
