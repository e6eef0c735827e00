import { etherAccountQuery, etherAccountRowSchema } from "@ux/core/auth";
import { type ChainClient, isNodeosErrorNamed } from "@ux/core/chainClient";

/*
 * What the swap service reads from UX before it accepts a request: whether a name is taken, whether a
 * receiver exists and is KYC-verified (the devnet's kyc.ux `verified` table: the larger maximum per swap),
 * and which account an Ethereum address is linked to. Reads only, through the public node API.
 */

/** nodeos' answer to get_account for a name no account has. */
const NO_SUCH_ACCOUNT = { name: "account_query_exception", code: 3060002 };

export class UxReads {
  constructor(
    private readonly chain: Pick<ChainClient, "getAccount" | "getTableRows">,
    private readonly kycContract: string,
  ) {}

  /** true / false, or null when the node could not say (a failed check counts as the name existing). */
  async accountExists(name: string): Promise<boolean | null> {
    try {
      await this.chain.getAccount(name);
      return true;
    } catch (error) {
      return isNodeosErrorNamed(error, NO_SUCH_ACCOUNT.name, NO_SUCH_ACCOUNT.code) ? false : null;
    }
  }

  /** Whether the KYC registry lists the account (a failed read counts as not verified: the smaller max). */
  async isKycVerified(account: string): Promise<boolean> {
    try {
      const { rows } = await this.chain.getTableRows({
        code: this.kycContract,
        scope: this.kycContract,
        table: "verified",
        lower_bound: account,
        upper_bound: account,
        limit: 1,
      });
      return rows.some((row) => (row as { account?: unknown }).account === account);
    } catch {
      return false;
    }
  }

  /** The account etheraccount links the address to; undefined when the table could not be read. */
  async linkedAccount(address: string): Promise<string | null | undefined> {
    try {
      const { rows } = await this.chain.getTableRows(etherAccountQuery(address));
      const row = etherAccountRowSchema.safeParse(rows[0]);
      return row.success && row.data.eth_address.toLowerCase() === address.toLowerCase()
        ? row.data.eos_account
        : null;
    } catch {
      return undefined;
    }
  }
}
