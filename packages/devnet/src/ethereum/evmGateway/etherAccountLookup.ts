import { isCanonicalChainName } from "@ux/core/names";
import { z } from "zod";

/**
 * The get_table_rows body that finds the UX account linked to an Ethereum address, matching the devnet's
 * etheraccount contract (src/contracts/etheraccount): table `etheraccount` in the contract's own scope,
 * secondary index (index_position 2) of key_type sha256 whose key is the 20 address bytes left-padded
 * with zeros to 32 bytes, as lowercase hex. Lower = upper bound = that key, limit 1.
 */
export function etherAccountQuery(address: string, contract: string) {
  const key = `${"0".repeat(24)}${address.toLowerCase().replace(/^0x/, "")}`;
  return {
    code: contract,
    scope: contract,
    table: "etheraccount",
    index_position: "2",
    key_type: "sha256",
    lower_bound: key,
    upper_bound: key,
    limit: 1,
    json: true,
  };
}

const rowsSchema = z.object({
  rows: z.array(z.object({ eos_account: z.string(), eth_address: z.string() })),
});

/**
 * The linked account from the table answer, or null. The row must name this very address (case-insensitive)
 * and a valid account: an index that returned a neighbour must never map a payer to someone else's account.
 */
export function linkedAccountFromRows(answer: unknown, address: string): string | null {
  const row = rowsSchema.parse(answer).rows[0];
  if (row === undefined || row.eth_address.toLowerCase() !== address.toLowerCase()) return null;
  if (!isCanonicalChainName(row.eos_account) || row.eos_account === "") {
    throw new Error(`etheraccount row holds an invalid account name '${row.eos_account}'`);
  }
  return row.eos_account;
}
