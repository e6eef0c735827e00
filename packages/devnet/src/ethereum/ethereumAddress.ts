import { createECDH } from "node:crypto";
import { keccak_256 } from "@noble/hashes/sha3";

/** Ethereum addresses from keys and deployments, on node:crypto and a keccak hash (ethers stays out of the launcher). */

/** EIP-55 mixed-case checksum of a 20-byte address given as hex. */
export function checksumAddress(hex: string): string {
  const lower = hex.toLowerCase().replace(/^0x/, "");
  if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error(`not a 20-byte address: '${hex}'`);
  const hash = Buffer.from(keccak_256(lower)).toString("hex");
  const cased = [...lower].map((char, i) =>
    Number.parseInt(hash[i] ?? "0", 16) >= 8 ? char.toUpperCase() : char,
  );
  return `0x${cased.join("")}`;
}

/** The address of a private key: the last 20 bytes of keccak256 of its uncompressed public key. */
export function addressOfPrivateKey(privateKey: Buffer): string {
  const ecdh = createECDH("secp256k1");
  ecdh.setPrivateKey(privateKey);
  const publicKey = ecdh.getPublicKey(null, "uncompressed").subarray(1);
  return checksumAddress(Buffer.from(keccak_256(publicKey).subarray(12)).toString("hex"));
}

/** RLP of one byte string. */
function rlpBytes(bytes: Buffer): Buffer {
  if (bytes.length === 1 && (bytes[0] ?? 0) < 0x80) return bytes;
  if (bytes.length >= 56) throw new Error("RLP strings of 56 bytes or more are not needed here");
  return Buffer.concat([Buffer.from([0x80 + bytes.length]), bytes]);
}

/** The address a contract gets when `from` deploys it with transaction nonce `nonce` (CREATE). */
export function createAddress(from: string, nonce: number): string {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new Error(`nonce must be a whole number, got ${nonce}`);
  const nonceHex =
    nonce === 0 ? "" : nonce.toString(16).padStart(Math.ceil(nonce.toString(16).length / 2) * 2, "0");
  const payload = Buffer.concat([
    rlpBytes(Buffer.from(checksumAddress(from).slice(2), "hex")),
    rlpBytes(Buffer.from(nonceHex, "hex")),
  ]);
  const list = Buffer.concat([Buffer.from([0xc0 + payload.length]), payload]);
  return checksumAddress(Buffer.from(keccak_256(list).subarray(12)).toString("hex"));
}
