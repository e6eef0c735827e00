import { createECDH, createHmac, pbkdf2Sync } from "node:crypto";

/*
 * BIP-39 seeds and BIP-32 private-key derivation on node:crypto (PBKDF2, HMAC-SHA512, secp256k1 public keys
 * through ECDH). The launcher derives Hardhat's well-known accounts at every start; ethers' HD wallet cost it
 * ~0.5 s and ~28 MB of memory for the same keys.
 */

/** The order of secp256k1's base point: private keys are 1..N-1. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HARDENED = 0x8000_0000;

interface ExtendedKey {
  key: Buffer;
  chainCode: Buffer;
}

/** BIP-39: the 64-byte seed of a mnemonic (and passphrase). */
export function mnemonicSeed(mnemonic: string, passphrase = ""): Buffer {
  const salt = `mnemonic${passphrase}`.normalize("NFKD");
  return pbkdf2Sync(mnemonic.normalize("NFKD"), salt, 2048, 64, "sha512");
}

/** The compressed (33-byte) secp256k1 public key of a private key. */
export function compressedPublicKey(privateKey: Buffer): Buffer {
  const ecdh = createECDH("secp256k1");
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey(null, "compressed");
}

function split(digest: Buffer): ExtendedKey {
  return { key: digest.subarray(0, 32), chainCode: digest.subarray(32) };
}

function scalarOf(bytes: Buffer): bigint {
  return BigInt(`0x${bytes.toString("hex")}`);
}

function childOf(parent: ExtendedKey, index: number): ExtendedKey {
  const indexBytes = Buffer.alloc(4);
  indexBytes.writeUInt32BE(index);
  const data =
    index >= HARDENED
      ? Buffer.concat([Buffer.alloc(1), parent.key, indexBytes])
      : Buffer.concat([compressedPublicKey(parent.key), indexBytes]);
  const { key: tweak, chainCode } = split(createHmac("sha512", parent.chainCode).update(data).digest());
  const child = (scalarOf(tweak) + scalarOf(parent.key)) % N;
  // Probability below 2^-127; BIP-32 says to skip to the next index, which a fixed devnet path never needs.
  if (scalarOf(tweak) >= N || child === 0n) throw new Error(`BIP-32: index ${index} gives no valid key`);
  return { key: Buffer.from(child.toString(16).padStart(64, "0"), "hex"), chainCode };
}

/** Parses `m/44'/60'/0'/0` into child indexes (hardened ones offset by 2^31). */
function pathIndexes(path: string): number[] {
  const [root, ...steps] = path.split("/");
  if (root !== "m") throw new Error(`BIP-32 path must start with m/, got '${path}'`);
  return steps.map((step) => {
    const match = /^(\d+)('?)$/.exec(step);
    if (!match || Number(match[1]) >= HARDENED)
      throw new Error(`bad BIP-32 path step '${step}' in '${path}'`);
    return Number(match[1]) + (match[2] ? HARDENED : 0);
  });
}

/** The private key at `path` below a seed's master key (BIP-32). */
export function derivePrivateKey(seed: Buffer, path: string): Buffer {
  const master = split(createHmac("sha512", "Bitcoin seed").update(seed).digest());
  return pathIndexes(path).reduce(childOf, master).key;
}
