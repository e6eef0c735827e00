import { MAX_UINT256 } from "../../money/tokenDecimals";

/*
 * How an Ethereum payment names the swap request it pays. The request's id (a UUID the app generates) rides
 * in the payment transaction itself: ETH is sent with the id's 16 bytes as the transaction data, USDT with
 * them appended to the ERC-20 transfer call (the token ignores trailing bytes). Whoever reports the
 * transaction hash, the service executes the request the payer's own signed transaction names, so nobody
 * can claim someone else's payment for another account.
 */

/** A request id: a lowercase UUID (crypto.randomUUID()). */
export const SWAP_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** ERC-20 transfer(address,uint256). */
export const ERC20_TRANSFER_SELECTOR = "a9059cbb";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The id's 16 bytes as 32 lowercase hex digits. */
export function paymentReference(id: string): string {
  if (!SWAP_ID_PATTERN.test(id)) throw new RangeError(`'${id}' is not a swap request id (a UUID)`);
  return id.replaceAll("-", "");
}

function idOfReference(reference: string): string {
  return [
    reference.slice(0, 8),
    reference.slice(8, 12),
    reference.slice(12, 16),
    reference.slice(16, 20),
    reference.slice(20),
  ].join("-");
}

/** The data of an ETH payment for request `id`. */
export function ethPaymentData(id: string): string {
  return `0x${paymentReference(id)}`;
}

/** The data of a USDT (ERC-20) payment of `units` to `to` for request `id`. */
export function erc20PaymentData(to: string, units: bigint, id: string): string {
  if (!ADDRESS.test(to)) throw new RangeError(`'${to}' is not an Ethereum address`);
  if (units < 0n || units > MAX_UINT256) throw new RangeError(`${units} is not a uint256`);
  const address = to.slice(2).toLowerCase().padStart(64, "0");
  const amount = units.toString(16).padStart(64, "0");
  return `0x${ERC20_TRANSFER_SELECTOR}${address}${amount}${paymentReference(id)}`;
}

/** The request id an ETH payment's data names, or null. */
export function readEthPaymentData(data: string): string | null {
  const match = /^0x([0-9a-fA-F]{32})$/.exec(data);
  return match?.[1] ? idOfReference(match[1].toLowerCase()) : null;
}

/** What an ERC-20 payment's data says: recipient (lowercase), units and request id; null if it is not one. */
export function readErc20PaymentData(data: string): { to: string; units: bigint; id: string } | null {
  const match = new RegExp(
    `^0x${ERC20_TRANSFER_SELECTOR}([0-9a-fA-F]{64})([0-9a-fA-F]{64})([0-9a-fA-F]{32})$`,
  ).exec(data);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const word = match[1].toLowerCase();
  if (!word.startsWith("0".repeat(24))) return null;
  return {
    to: `0x${word.slice(24)}`,
    units: BigInt(`0x${match[2]}`),
    id: idOfReference(match[3].toLowerCase()),
  };
}
