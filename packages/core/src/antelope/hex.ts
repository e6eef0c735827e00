// Hex is how digests and raw bytes travel in proof JSON; parsing is strict so that a malformed
// digest is an error, never a silently shorter or different value.

const HEX_PATTERN = /^(?:[0-9a-fA-F]{2})*$/;

export function isHex(text: string, byteLength?: number): boolean {
  if (!HEX_PATTERN.test(text)) return false;
  return byteLength === undefined || text.length === byteLength * 2;
}

// Lookup tables: block merkles convert digests on every block (the devnet, the proof followers).
const DIGIT_VALUES = new Int8Array(128).fill(-1);
for (const [index, digit] of [..."0123456789abcdef"].entries()) {
  DIGIT_VALUES[digit.charCodeAt(0)] = index;
  DIGIT_VALUES[digit.toUpperCase().charCodeAt(0)] = index;
}
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

export function hexToBytes(hex: string): Uint8Array {
  const invalid = () => new Error(`invalid hex: "${hex.slice(0, 80)}"`);
  if (hex.length % 2 !== 0) throw invalid();
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const high = DIGIT_VALUES[hex.charCodeAt(i * 2)] ?? -1;
    const low = DIGIT_VALUES[hex.charCodeAt(i * 2 + 1)] ?? -1;
    if (high < 0 || low < 0) throw invalid();
    bytes[i] = high * 16 + low;
  }
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += BYTE_HEX[byte];
  return hex;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
