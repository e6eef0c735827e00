import { createHash } from "node:crypto";
import { Bytes, KeyType, PrivateKey } from "@wharfkit/antelope";

/**
 * A K1 private key derived from a seed text (sha256 of the text): the same seed gives the same key on
 * every start, so producers and test accounts survive restarts and can be printed. Devnet only.
 */
export function deterministicKey(seed: string): PrivateKey {
  const secret = createHash("sha256").update(`ux-devnet:${seed}`).digest();
  return new PrivateKey(KeyType.K1, Bytes.from(new Uint8Array(secret)));
}
