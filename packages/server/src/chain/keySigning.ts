import type { PrivateKey, Transaction } from "@wharfkit/antelope";

/** Signs over sha256(chain id + packed transaction + 32 zero bytes), as every Antelope wallet does. */
export function signTransaction(transaction: Transaction, chainId: string, key: PrivateKey): string {
  return key.signDigest(transaction.signingDigest(chainId)).toString();
}
