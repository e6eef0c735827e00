import { type AccountMemo, parseAccountMemo } from "@ux/core/accounts/socket";
import { decodePackedTransaction } from "@ux/core/chainClient";
import { formatAsset, parseAsset } from "@ux/core/money";
import { isValidAccountName } from "@ux/core/names";
import { type ABI, Serializer } from "@wharfkit/antelope";
import type { AntelopePayerConfig } from "./swapConfig";

/*
 * The account-creation payment an EOSIO wallet signed and handed over unbroadcast (createAccount): checked
 * completely from its bytes BEFORE the service broadcasts it, so a wrong recipient, token, amount or memo is
 * refused while no money has moved. The chain still judges the signatures and the payer's balance when it is
 * broadcast; a refusal there moves nothing either.
 */

export interface AccountPayment {
  /** The paying account. */
  from: string;
  contract: string;
  symbol: string;
  decimals: number;
  units: bigint;
  memo: AccountMemo;
  /** Unix seconds. */
  expiration: number;
}

export type PaymentReading = { ok: true; payment: AccountPayment } | { ok: false; error: string };

const fail = (error: string): PaymentReading => ({ ok: false, error });

/** At least this long must remain before the payment expires, to broadcast it and see it land. */
export const MIN_PAYMENT_WINDOW_SECONDS = 15;

export interface PaymentRules {
  payer: AntelopePayerConfig;
  /** The token contract's ABI (as the payer chain serves it). */
  tokenAbi: (contract: string) => Promise<ABI>;
  /** What the account costs in this token, in units; null without a rate. */
  costUnits: (symbol: string, decimals: number) => bigint | null;
  /** The payer chain's head time, unix seconds. */
  headSeconds: number;
}

/**
 * One `transfer` action of a token the chain pays with, authorized by its sender alone, to the fund, of at
 * least the account cost, with the memo `name,ownerKey,activeKey`; no other action, no delay.
 */
export async function readAccountPayment(
  serializedTransaction: string,
  rules: PaymentRules,
): Promise<PaymentReading> {
  const transaction = decodePackedTransaction(serializedTransaction);
  if (transaction === null) return fail("The payment is not a serialized transaction");
  if (transaction.context_free_actions.length > 0 || transaction.transaction_extensions.length > 0)
    return fail("The payment transaction may hold only the transfer");
  if (transaction.delay_sec.toNumber() !== 0) return fail("The payment transaction may not be delayed");
  const [action, ...others] = transaction.actions;
  if (action === undefined || others.length > 0)
    return fail("The payment transaction must hold one transfer");
  const contract = String(action.account);
  const tokens = rules.payer.tokens.filter((token) => token.contract === contract);
  if (tokens.length === 0 || String(action.name) !== "transfer")
    return fail(`The payment must be a transfer of ${rules.payer.tokens.map((t) => t.symbol).join(" or ")}`);
  let data: Record<string, unknown>;
  try {
    data = Serializer.objectify(action.decodeData(await rules.tokenAbi(contract))) as Record<string, unknown>;
  } catch {
    return fail("The payment's transfer data does not match the token's ABI");
  }
  const from = String(data.from);
  const [level, ...moreLevels] = action.authorization;
  if (
    !isValidAccountName(from) ||
    level === undefined ||
    moreLevels.length > 0 ||
    String(level.actor) !== from
  )
    return fail("The payment must be authorized by its sender alone");
  if (data.to !== rules.payer.fund.account)
    return fail(`The payment must go to the swap fund ${rules.payer.fund.account}`);
  const quantity = parseAsset(String(data.quantity));
  const token = quantity.ok ? tokens.find((t) => t.symbol === quantity.value.symbol.code) : undefined;
  if (!quantity.ok || token === undefined || quantity.value.symbol.precision !== token.decimals)
    return fail(`The payment must be a transfer of ${rules.payer.tokens.map((t) => t.symbol).join(" or ")}`);
  const cost = rules.costUnits(token.symbol, token.decimals);
  if (cost === null) return fail(`${token.symbol} has no rate: it cannot pay for an account now`);
  if (quantity.value.amount < cost)
    return fail(
      `The payment of ${formatAsset(quantity.value)} is less than the account cost of ${formatAsset({ amount: cost, symbol: quantity.value.symbol })}`,
    );
  const memo = parseAccountMemo(String(data.memo));
  if (!memo.ok) return fail(memo.error);
  const expiration = Math.floor(transaction.expiration.toMilliseconds() / 1000);
  if (expiration < rules.headSeconds + MIN_PAYMENT_WINDOW_SECONDS)
    return fail("The payment transaction expires too soon: sign it again");
  return {
    ok: true,
    payment: {
      from,
      contract,
      symbol: token.symbol,
      decimals: token.decimals,
      units: quantity.value.amount,
      memo: memo.memo,
      expiration,
    },
  };
}
