import {
  type RequestAccepted,
  type SwapRequestPayload,
  swapRequestPayloadSchema,
} from "@ux/core/accounts/socket";
import { CORE_SYMBOL, formatUnitsTrimmed } from "@ux/core/money";
import { expectedPayment } from "../../../shared/ethereum/expectedPayment";
import type { EthereumPayment } from "../../../shared/ethereum/sendPayment";
import { msg } from "../../../shared/i18n/msg";
import { t } from "../../../shared/i18n/translate";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import type { NewAccountControl } from "./newAccountControl";
import type { PaymentChoice } from "./paymentChoices";

/**
 * The account-creation request paid on Ethereum (swapSocketEvents.ts): nothing swapped (send and receive
 * '0'), the new account as the receiver, paid for by the browser wallet's address.
 */
export function accountRequest(args: {
  id: string;
  choice: PaymentChoice;
  payerAddress: string;
  name: string;
  control: NewAccountControl;
  referralCode: string | null;
}): SwapRequestPayload {
  const { choice, control } = args;
  return swapRequestPayloadSchema.parse({
    id: args.id,
    send: { account: args.payerAddress, asset: { symbol: choice.symbol, chain: choice.chain }, amount: "0" },
    receive: { account: args.name, asset: { symbol: CORE_SYMBOL.code, chain: NATIVE_CHAIN }, amount: "0" },
    newAccount: {
      name: args.name,
      ...(control.kind === "keys"
        ? { ownerKey: control.owner, activeKey: control.active }
        : { ethAddress: control.address }),
      cost: formatUnitsTrimmed(choice.total, choice.decimals),
    },
    referralCode: args.referralCode,
  });
}

/** ours: the service asks for more than step 2 showed (its rates moved). */
export function costChangedText(units: bigint, choice: PaymentChoice): string {
  return t("The account now costs {amount} {symbol}; please check the total and continue again", {
    amount: formatUnitsTrimmed(units, choice.decimals),
    symbol: choice.symbol,
  });
}

export const PAYMENT_MISMATCH = msg(
  "The account service asked for a payment that does not match the request",
);

/**
 * The payment the service's requestAccepted asks for, checked before the wallet is asked: for this request,
 * to this choice's address (ETH) or token contract (ERC-20), with the data that names the request, and
 * never more than the total the user was shown. Otherwise the text to show instead.
 */
export function acceptedPayment(
  accepted: RequestAccepted,
  request: SwapRequestPayload,
  choice: PaymentChoice,
): { ok: true; payment: EthereumPayment } | { ok: false; error: string } {
  const units = BigInt(accepted.units);
  if (units > choice.total) return { ok: false, error: costChangedText(units, choice) };
  const expected = expectedPayment(choice, units, request.id);
  if (
    expected === null ||
    accepted.id !== request.id ||
    accepted.to.toLowerCase() !== expected.to.toLowerCase() ||
    accepted.data !== expected.data
  )
    return { ok: false, error: PAYMENT_MISMATCH };
  const { data, native } = expected;
  return { ok: true, payment: { from: request.send.account, to: accepted.to, units, data, native } };
}
