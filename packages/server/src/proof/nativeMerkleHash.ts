import { createHash } from "node:crypto";
import { makeCanonicalLeft, makeCanonicalRight } from "@ux/core/antelope";

/**
 * Core's hashCanonicalPair with node's native sha256: a follower hashes about two pairs per block of its
 * chain, all day, and core's portable sha256 (pure JavaScript, for the browser too) cost several times more.
 */
export function nativeCanonicalPair(left: string, right: string): string {
  return createHash("sha256")
    .update(Buffer.from(makeCanonicalLeft(left), "hex"))
    .update(Buffer.from(makeCanonicalRight(right), "hex"))
    .digest("hex");
}
