import type { ChainClient } from "@ux/core/chainClient";
import { ABI } from "@wharfkit/antelope";

/** ABIs fetched from the chain (get_abi), kept for `ttlMs`; what mainnet serves is what the services pack with. */
export class AbiCache {
  private readonly entries = new Map<string, { abi: Promise<ABI>; at: number }>();

  constructor(
    private readonly chain: Pick<ChainClient, "getAbi">,
    private readonly ttlMs = 300_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(account: string): Promise<ABI> {
    const cached = this.entries.get(account);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.abi;
    const abi = this.chain.getAbi(account).then((def) => {
      if (!def) throw new Error(`account ${account} has no contract ABI`);
      return ABI.from(def);
    });
    this.entries.set(account, { abi, at: this.now() });
    // A failed fetch must not be cached.
    abi.catch(() => this.entries.delete(account));
    return abi;
  }
}
