import * as z from "zod/mini";
import { isValidAccountName } from "../names/accountName";

/*
 * The etheraccount contract's mapping of Ethereum addresses to UX accounts (spec 1 §7): how the app finds
 * the account of a browser wallet at login, and how the services check an Ethereum ownership proof.
 */

/** The contract (and table) mapping Ethereum addresses to UX accounts. */
export const ETHERACCOUNT_CONTRACT = "etheraccount";
export const ETHERACCOUNT_TABLE = "etheraccount";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const isEthereumAddress = (text: string) => ADDRESS.test(text);

/**
 * get_table_rows for the account of an address: the table's secondary index (position 2, sha256) whose key
 * is the 20 address bytes right-aligned in 32, as lowercase hex; lower = upper bound, limit 1.
 */
export function etherAccountQuery(address: string) {
  if (!isEthereumAddress(address)) throw new RangeError(`'${address}' is not an Ethereum address`);
  const key = `${"0".repeat(24)}${address.slice(2).toLowerCase()}`;
  return {
    code: ETHERACCOUNT_CONTRACT,
    scope: ETHERACCOUNT_CONTRACT,
    table: ETHERACCOUNT_TABLE,
    index_position: "2",
    key_type: "sha256",
    lower_bound: key,
    upper_bound: key,
    limit: 1,
  };
}

export const etherAccountRowSchema = z.object({ eos_account: z.string(), eth_address: z.string() });
export type EtherAccountRow = z.infer<typeof etherAccountRowSchema>;

/**
 * The UX account of rows[0] (spec 1 §7), or null. The row must name this very address and a valid account:
 * an index answering with a neighbour must never log someone into another person's account.
 */
export function linkedAccount(rows: readonly EtherAccountRow[], address: string): string | null {
  const row = rows[0];
  if (row === undefined || row.eth_address.toLowerCase() !== address.toLowerCase()) return null;
  return isValidAccountName(row.eos_account) ? row.eos_account : null;
}
