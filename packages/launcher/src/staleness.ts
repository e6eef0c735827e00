import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** Newest modification time under the given files/folders (node_modules and dist excluded). */
export async function newestMtime(paths: string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(path);
    } catch {
      continue;
    }
    if (info.isDirectory()) {
      const entries = await readdir(path, { withFileTypes: true });
      const children = entries
        .filter((e) => e.name !== "node_modules" && e.name !== "dist")
        .map((e) => join(path, e.name));
      newest = Math.max(newest, await newestMtime(children));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  }
  return newest;
}

/** A build is stale when its output is missing or older than any of its inputs. */
export async function isStale(output: string, inputs: string[]): Promise<boolean> {
  let built: number;
  try {
    built = (await stat(output)).mtimeMs;
  } catch {
    return true;
  }
  return (await newestMtime(inputs)) > built;
}
