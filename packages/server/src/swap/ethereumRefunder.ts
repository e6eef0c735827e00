import { erc20PaymentData } from "@ux/core/accounts/socket";
import { Transaction, Wallet } from "ethers";
import type { StoredEthereumTransaction } from "../db/swapJobStore";
import type { EthereumChain } from "./ethereumChain";
import type { EthereumConfig } from "./swapConfig";

/*
 * Refunds on Ethereum, signed with the receiving address's key: the refund is signed and stored by the
 * caller BEFORE it is broadcast, so a restart re-broadcasts the same bytes (same nonce: it can be mined at
 * most once) instead of paying twice. A stored refund whose nonce another transaction took is dead, and only
 * then is another signed.
 */

export type EthereumRefundOutcome =
  | { kind: "applied" }
  | { kind: "pending" }
  /** Mined and failed: signing it again would fail again; an operator must look. */
  | { kind: "reverted" }
  /** Never to be mined: another transaction took its nonce. */
  | { kind: "dead" };

export class EthereumRefunder {
  private readonly wallet: Wallet;

  constructor(
    private readonly config: EthereumConfig,
    private readonly chain: EthereumChain,
  ) {
    this.wallet = new Wallet(config.refundKey, chain.provider);
  }

  /** Signs the return of `units` of the token (null: ETH) to `payer`, naming the job in the data. */
  async sign(
    jobId: string,
    payer: string,
    token: string | null,
    units: bigint,
  ): Promise<StoredEthereumTransaction> {
    const request =
      token === null
        ? { to: payer, value: units, data: "0x" }
        : { to: token, value: 0n, data: erc20PaymentData(payer, units, jobId) };
    const populated = await this.wallet.populateTransaction({ ...request, chainId: this.config.chainId });
    const raw = await this.wallet.signTransaction(populated);
    return { chain: this.config.chain, hash: Transaction.from(raw).hash as string, raw };
  }

  /** Broadcasts stored bytes; "already known" and similar answers only mean it is in already. */
  async broadcast(tx: StoredEthereumTransaction): Promise<void> {
    try {
      await this.chain.provider.broadcastTransaction(tx.raw);
    } catch {
      // The outcome is read from the node next (mined, pending, or its nonce used by another).
    }
  }

  async outcome(tx: StoredEthereumTransaction): Promise<EthereumRefundOutcome> {
    const receipt = await this.chain.provider.getTransactionReceipt(tx.hash);
    if (receipt !== null) return receipt.status === 1 ? { kind: "applied" } : { kind: "reverted" };
    if ((await this.chain.provider.getTransaction(tx.hash)) !== null) return { kind: "pending" };
    const nonce = Transaction.from(tx.raw).nonce;
    const used = await this.chain.provider.getTransactionCount(this.wallet.address, "latest");
    return used > nonce ? { kind: "dead" } : { kind: "pending" };
  }
}
