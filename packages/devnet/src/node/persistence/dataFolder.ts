import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** <repo>/.data/devnet: the default home of every chain's folder. */
export function defaultDataRoot(): string {
  return resolve(fileURLToPath(new URL("../../../../../.data/devnet", import.meta.url)));
}

export interface ChainFolder {
  root: string;
  meta: string;
  blockLog: string;
  snapshot: string;
}

export function chainFolder(dataRoot: string, chain: string): ChainFolder {
  const root = join(dataRoot, chain);
  return {
    root,
    meta: join(root, "chain.json"),
    blockLog: join(root, "blocks.log"),
    snapshot: join(root, "snapshot.json"),
  };
}

/** What a chain's folder is bound to: replaying a log under another chain id or genesis would diverge. */
const chainMetaSchema = z.object({
  format: z.literal(1),
  chainId: z.string().regex(/^[0-9a-f]{64}$/),
  genesisSlot: z.number().int().nonnegative(),
});
export type ChainMeta = z.infer<typeof chainMetaSchema>;

/** Creates the folder (wiping it first on reset) and returns its meta, writing it on first use. */
export function prepareChainFolder(folder: ChainFolder, fresh: ChainMeta, reset: boolean): ChainMeta {
  if (reset) rmSync(folder.root, { recursive: true, force: true });
  mkdirSync(folder.root, { recursive: true });
  let text: string | null = null;
  try {
    text = readFileSync(folder.meta, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (text === null) {
    const fd = openSync(folder.meta, "w");
    try {
      writeSync(fd, `${JSON.stringify(fresh, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return fresh;
  }
  const meta = chainMetaSchema.parse(JSON.parse(text));
  if (meta.chainId !== fresh.chainId)
    throw new Error(
      `${folder.root} holds chain ${meta.chainId}, not ${fresh.chainId}: start with --reset to wipe it`,
    );
  return meta;
}
