import { readFileSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Writes a snapshot atomically: to a temporary file, fsync'ed, then renamed over the old one (and the
 * folder fsync'ed), so a crash leaves either the old snapshot or the new one, never half of one.
 */
export async function writeSnapshotFile(path: string, text: string): Promise<void> {
  const temporary = `${path}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.writeFile(text, "utf8");
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  const folder = await open(dirname(path), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** The snapshot's text, or null when there is none (or only a torn temporary one). */
export function readSnapshotFile(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
