import { readErc20PaymentData, readEthPaymentData } from "@ux/core/accounts/socket";
import { JsonRpcProvider, Network } from "ethers";
import type { EthereumConfig } from "./swapConfig";

/*
 * The Ethereum side of the swap service, through the node's public JSON-RPC only: what a payment transaction
 * says (payer, token, amount, which request it names) and how deep it is. A payment moves nothing on UX
 * before it has the configured confirmations (3).
 */

export interface EthereumPaymentView {
  hash: string;
  /** Lowercase addresses. */
  from: string;
  /** Null for ETH, else the ERC-20 contract (lowercase). */
  token: string | null;
  /** Who received the value (ourAddress for a payment to us), lowercase. */
  to: string;
  units: bigint;
  /** The request id the transaction's data names, or null. */
  requestId: string | null;
  /** null while pending (in the mempool). */
  mined: { blockNumber: number; blockTimeMs: number; succeeded: boolean; confirmations: number } | null;
}

export class EthereumChain {
  readonly provider: JsonRpcProvider;

  constructor(private readonly config: EthereumConfig) {
    const network = Network.from(config.chainId);
    this.provider = new JsonRpcProvider(config.rpc, network, { staticNetwork: network, batchMaxCount: 1 });
  }

  /** Null when the node does not know the transaction. */
  async payment(hash: string): Promise<EthereumPaymentView | null> {
    const tx = await this.provider.getTransaction(hash);
    if (tx === null) return null;
    const target = (tx.to ?? "").toLowerCase();
    const tokens = this.config.tokens.filter((token) => token.address !== null);
    const isToken = tokens.some((token) => token.address?.toLowerCase() === target);
    const erc20 = isToken ? readErc20PaymentData(tx.data) : null;
    const view: EthereumPaymentView = {
      hash: tx.hash.toLowerCase(),
      from: tx.from.toLowerCase(),
      token: isToken ? target : null,
      to: isToken ? (erc20?.to ?? "") : target,
      units: isToken ? (erc20?.units ?? 0n) : tx.value,
      requestId: isToken ? (erc20?.id ?? null) : readEthPaymentData(tx.data),
      mined: null,
    };
    if (tx.blockNumber === null) return view;
    const [receipt, head, block] = await Promise.all([
      this.provider.getTransactionReceipt(hash),
      this.provider.getBlockNumber(),
      this.provider.getBlock(tx.blockNumber),
    ]);
    if (receipt === null || block === null) return view;
    return {
      ...view,
      mined: {
        blockNumber: receipt.blockNumber,
        blockTimeMs: block.timestamp * 1000,
        succeeded: receipt.status === 1,
        confirmations: Math.max(0, head - receipt.blockNumber + 1),
      },
    };
  }

  destroy(): void {
    this.provider.destroy();
  }
}
