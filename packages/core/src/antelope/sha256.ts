import { Checksum256 } from "@wharfkit/antelope";
import { concatBytes, hexToBytes } from "./hex";

/** sha256 of raw bytes, as lowercase hex. */
export function sha256Hex(data: Uint8Array): string {
  return Checksum256.hash(data).hexString;
}

/** sha256 of the 64-byte concatenation of two digests: fc's digest_type::hash(std::pair<digest, digest>). */
export function sha256OfPair(leftHex: string, rightHex: string): string {
  return sha256Hex(concatBytes(hexToBytes(leftHex), hexToBytes(rightHex)));
}
