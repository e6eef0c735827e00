import type { ChainClient } from "@ux/core/chainClient";

/** nodeos prints this last_code_update for an account that never had code. */
const NEVER_HAD_CODE = /^1970-01-01T00:00:00(\.0+)?$/;

/**
 * Accounts no session may act as, whatever it proves: the services' own accounts (the payer, the keeper,
 * contracts they use), the system accounts, and any account that holds or held a contract. A service signs
 * for its users; acting as itself or as a contract is never a user's business.
 */
export class ReservedAccounts {
  private readonly named: ReadonlySet<string>;

  constructor(
    named: readonly string[],
    private readonly chain: Pick<ChainClient, "getAccount">,
  ) {
    this.named = new Set(named);
  }

  /** The refusal text when `account` may not be a session's user, else null. */
  async refusal(account: string): Promise<string | null> {
    if (this.named.has(account) || account === "eosio" || account.startsWith("eosio."))
      return `${account} is a service or system account and cannot be used here`;
    try {
      const { last_code_update } = await this.chain.getAccount(account);
      if (!NEVER_HAD_CODE.test(last_code_update))
        return `${account} is a contract account and cannot be used here`;
    } catch {
      return `the account ${account} could not be read from the chain`;
    }
    return null;
  }
}
