import { getBytes, toUtf8Bytes } from "ethers";

const HEX = /^0x[0-9a-fA-F]*$/;

/**
 * The bytes personal_sign signs (EIP-191 adds the prefix later), as MetaMask reads its first parameter:
 * 0x-prefixed hex is the bytes themselves (an odd digit count gets a leading 0), anything else is UTF-8 text.
 */
export function personalMessageBytes(message: string): Uint8Array {
  if (!HEX.test(message)) return toUtf8Bytes(message);
  const digits = message.slice(2);
  return getBytes(`0x${digits.length % 2 === 1 ? "0" : ""}${digits}`);
}
