import { createHash } from "node:crypto";

/** sha256 of the concatenated parts with node's native hash (the digest hot paths: one per receipt). */
export function sha256OfParts(...parts: Uint8Array[]): Buffer {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
}
