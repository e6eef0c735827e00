/**
 * ABI calldata for the UX EVM gateway's pushEosTransaction(uint64 rp, bytes actions) and getRp(), written
 * out by hand: two fixed layouts do not justify loading an Ethereum library for every MetaMask signature.
 * The selectors are the first 4 bytes of keccak256 of the signatures (checked against ethers in the tests).
 */
export const PUSH_EOS_TRANSACTION_SELECTOR = "0xbafbb208";
export const GET_RP_SELECTOR = "0xa1f7d0d9";

const WORD_HEX = 64;
const UINT64_MAX = (1n << 64n) - 1n;

function word(value: bigint): string {
  return value.toString(16).padStart(WORD_HEX, "0");
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** pushEosTransaction(rp, actions): selector, rp, offset of the bytes (2 words), length, data padded to words. */
export function encodePushEosTransaction(rp: bigint, packedActions: Uint8Array): string {
  if (rp < 0n || rp > UINT64_MAX) throw new RangeError(`rp ${rp} is not a uint64`);
  const data = bytesToHex(packedActions);
  const padded = data.padEnd(Math.ceil(data.length / WORD_HEX) * WORD_HEX, "0");
  return `${PUSH_EOS_TRANSACTION_SELECTOR}${word(rp)}${word(64n)}${word(BigInt(packedActions.length))}${padded}`;
}

/** getRp()'s return value (one uint64 word). */
export function decodeGetRpResult(result: unknown): bigint {
  if (typeof result !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(result)) {
    throw new Error(`getRp() returned ${String(result)}, not one uint64 word`);
  }
  const value = BigInt(result);
  if (value > UINT64_MAX) throw new Error("getRp() returned a value above uint64");
  return value;
}
