// Hex is how digests and raw bytes travel in proof JSON; parsing is strict so that a malformed
// digest is an error, never a silently shorter or different value.

const HEX_PATTERN = /^(?:[0-9a-fA-F]{2})*$/;

export function isHex(text: string, byteLength?: number): boolean {
  if (!HEX_PATTERN.test(text)) return false;
  return byteLength === undefined || text.length === byteLength * 2;
}

export function hexToBytes(hex: string): Uint8Array {
  if (!HEX_PATTERN.test(hex)) throw new Error(`invalid hex: "${hex.slice(0, 80)}"`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
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
