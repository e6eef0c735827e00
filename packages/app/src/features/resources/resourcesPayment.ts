import type { RequestAccepted, SwapRequestPayload } from "@ux/core/accounts/socket";
import { parseUserAmount } from "@ux/core/money";
import { expectedPayment } from "../../shared/ethereum/expectedPayment";
import type { EthereumPayment } from "../../shared/ethereum/sendPayment";
import { msg } from "../../shared/i18n/msg";
import type { SendToken } from "./resourcesTokens";

/** ours: the service's requestAccepted does not pay what the confirm dialog showed. */
export const PAYMENT_MISMATCH = msg("The swap service asked for a payment that does not match the request");

/** ours: the service would now give less than the dialog showed (its rate moved). */
export const RECEIVE_CHANGED = msg(
  "The swap service now gives less than shown; please check the amounts and submit again",
);

/**
 * The payment the service's requestAccepted asks for, checked before the wallet is asked: for this request,
 * exactly the amount sent (no account cost on this page), to the service's address (ETH) or the token's
 * contract (ERC-20), with the data that names the request, for at least what the dialog showed.
 */
export function acceptedResourcesPayment(
  accepted: RequestAccepted,
  request: SwapRequestPayload,
  token: SendToken,
  sendUnits: bigint,
  receiveDecimals: number,
): { ok: true; payment: EthereumPayment } | { ok: false; error: string } {
  const mismatch = { ok: false, error: PAYMENT_MISMATCH } as const;
  const expected = expectedPayment(token, sendUnits, request.id);
  if (expected === null) return mismatch;
  const { data, native } = expected;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (
    accepted.id !== request.id ||
    accepted.units !== sendUnits.toString() ||
    !same(accepted.to, expected.to) ||
    accepted.data !== data ||
    !same(accepted.send.account, request.send.account) ||
    accepted.receive.account !== request.receive.account ||
    accepted.receive.asset.symbol !== request.receive.asset.symbol
  )
    return mismatch;
  const shown = parseUserAmount(request.receive.amount, receiveDecimals);
  const given = parseUserAmount(accepted.receive.amount, receiveDecimals);
  if (!shown.ok || !given.ok) return mismatch;
  if (given.units < shown.units) return { ok: false, error: RECEIVE_CHANGED };
  return {
    ok: true,
    payment: { from: request.send.account, to: accepted.to, units: sendUnits, data, native },
  };
}
