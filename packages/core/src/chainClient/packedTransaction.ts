import { Bytes, Serializer, Transaction } from "@wharfkit/antelope";

/**
 * Decodes a packed transaction (hex) handed over by someone else, or null when it is not one. Bytes that do
 * not re-encode identically (trailing or odd data) are refused: the signatures would cover more than what
 * was read.
 */
export function decodePackedTransaction(packedHex: string): Transaction | null {
  try {
    const bytes = Bytes.from(packedHex, "hex");
    const transaction = Serializer.decode({ data: bytes, type: Transaction });
    return Serializer.encode({ object: transaction }).equals(bytes) ? transaction : null;
  } catch {
    return null;
  }
}
