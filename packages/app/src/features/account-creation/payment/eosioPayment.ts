import { type CreateAccountPayload, createAccountPayloadSchema } from "@ux/core/accounts/socket";
import type { ActionInput, PermissionLevel, SignedTransaction } from "@ux/core/chainClient";
import { accountCreationMemo } from "@ux/core/forms";
import { formatAsset } from "@ux/core/money";
import type { PaymentChoice } from "./paymentChoices";

/**
 * The account-creation payment on an EOSIO chain (spec 1 §7): a transfer of the total to the swap fund
 * with the memo `name,ownerKey,activeKey`, signed by the payer and never broadcast by the app.
 */
export function accountPaymentTransfer(
  choice: PaymentChoice,
  signer: PermissionLevel,
  account: { name: string; owner: string; active: string },
): ActionInput {
  if (choice.payer !== "eosio" || choice.tokenContract === null || choice.swapFund === null)
    throw new Error(`${choice.symbol} on ${choice.chainLabel} is not paid with an EOSIO transfer`);
  return {
    account: choice.tokenContract,
    name: "transfer",
    authorization: [signer],
    data: {
      from: signer.actor,
      to: choice.swapFund,
      quantity: formatAsset({
        amount: choice.total,
        symbol: { code: choice.symbol, precision: choice.decimals },
      }),
      memo: accountCreationMemo(account.name, account.owner, account.active),
    },
  };
}

/** createAccount: the signed payment as the service takes it, checked against the protocol's schema. */
export function createAccountPayload(
  id: string,
  chain: string,
  signed: SignedTransaction,
  referralCode: string | null,
): CreateAccountPayload {
  return createAccountPayloadSchema.parse({
    id,
    chain,
    serializedTransaction: signed.packedTrx,
    signatures: signed.signatures,
    referralCode,
  });
}
