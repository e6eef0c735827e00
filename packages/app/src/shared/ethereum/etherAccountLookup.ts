import { etherAccountQuery, etherAccountRowSchema, linkedAccount } from "@ux/core/auth";
import type { ChainClient } from "@ux/core/chainClient";

/** The UX account an Ethereum address is mapped to (etheraccount table), or null. */
export async function lookupUxAccount(
  api: Pick<ChainClient, "getTableRows">,
  address: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const { rows } = await api.getTableRows(etherAccountQuery(address), etherAccountRowSchema, signal);
  return linkedAccount(rows, address);
}
