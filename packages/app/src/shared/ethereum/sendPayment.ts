import { t } from "../i18n/translate";
import type { Eip1193Provider } from "./eip1193";

/*
 * A payment the swap service asked for (requestAccepted): exactly `units` to `to` with the `data` that names
 * the request (core's ethPaymentData / erc20PaymentData). ETH carries the value itself; an ERC-20 payment
 * (USDT) is a call to the token contract, the amount inside its data, no value.
 */

export interface EthereumPayment {
  /** The paying address (the session's). */
  from: string;
  /** The service's address for ETH, the token contract for an ERC-20. */
  to: string;
  /** Wei for ETH; ignored for a token (the data holds it). */
  units: bigint;
  data: string;
  /** True for ETH, false for an ERC-20 token. */
  native: boolean;
}

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The eth_sendTransaction parameters of a payment. */
export function paymentTransaction(payment: EthereumPayment): Record<string, string> {
  return {
    from: payment.from,
    to: payment.to,
    value: payment.native ? `0x${payment.units.toString(16)}` : "0x0",
    data: payment.data,
  };
}

/** Sends the payment from the browser wallet; resolves with its hash. The wallet's errors pass through. */
export async function sendEthereumPayment(
  provider: Eip1193Provider,
  payment: EthereumPayment,
): Promise<string> {
  const hash = await provider.request({
    method: "eth_sendTransaction",
    params: [paymentTransaction(payment)],
  });
  if (typeof hash !== "string" || !TX_HASH.test(hash))
    throw new Error(t("The wallet returned no transaction hash"));
  return hash.toLowerCase();
}
