import { erc20PaymentData, ethPaymentData } from "@ux/core/accounts/socket";
import type { EthereumPayment } from "./sendPayment";

/** What the app pays with on Ethereum: ETH, or an ERC-20 token (USDT). */
export interface PaymentToken {
  /** The ERC-20 contract; null for ETH. */
  readonly tokenContract: string | null;
  /** The service's receiving address. */
  readonly ourAddress: string | null;
}

/**
 * The recipient and data a payment of `units` for request `requestId` must have: ETH to the service's
 * address with the id as data, or the token contract's transfer to that address with the id appended. The
 * service's requestAccepted is checked against them; null when they cannot be made (no valid address).
 */
export function expectedPayment(
  token: PaymentToken,
  units: bigint,
  requestId: string,
): Pick<EthereumPayment, "to" | "data" | "native"> | null {
  const native = token.tokenContract === null;
  const ourAddress = token.ourAddress ?? "";
  try {
    return {
      to: native ? ourAddress : (token.tokenContract ?? ""),
      data: native ? ethPaymentData(requestId) : erc20PaymentData(ourAddress, units, requestId),
      native,
    };
  } catch {
    return null;
  }
}
