import {
  erc20PaymentData,
  ethPaymentData,
  type RequestAccepted,
  receiveUnits,
  type SwapRequestPayload,
  swapLimitError,
} from "@ux/core/accounts/socket";
import { isEthereumAddress } from "@ux/core/auth";
import { formatAsset, formatUnits, formatUnitsTrimmed, MAX_UINT256, parseUserAmount } from "@ux/core/money";
import { isValidReferralCode } from "@ux/core/names";
import type { NewSwapJob, Payout } from "../db/swapJobStore";
import { ethereumAccountPlan, type NewAccountChecks } from "./newAccountPlanning";
import type { EthereumConfig } from "./swapConfig";
import { type SwapMarket, UX_PAYOUT_DECIMALS, UX_PAYOUT_TOKENS } from "./swapMarket";

/*
 * `request`: a swap request paid on Ethereum (a Resources swap, a new account, or both), checked completely
 * before anything is paid: the token and pair, the amounts (receive = send x rate, never more than the page
 * was shown), the limits for this receiver (maxTxKYC when the KYC registry verified it), the receiver or the
 * new account. The answer says exactly what to send, to where, with which data (naming this request).
 */

export type RequestPlan =
  | { ok: true; job: NewSwapJob; accepted: RequestAccepted }
  | { ok: false; error: string };

export interface RequestDeps extends NewAccountChecks {
  market: SwapMarket;
  ethereum: EthereumConfig | undefined;
  requestTtlMs: number;
}

const fail = (error: string): RequestPlan => ({ ok: false, error });

export async function planEthereumRequest(
  deps: RequestDeps,
  request: SwapRequestPayload,
): Promise<RequestPlan> {
  const { send, receive } = request;
  const ethereum = deps.ethereum;
  if (ethereum === undefined || send.asset.chain !== ethereum.chain)
    return fail("Requests are paid on Ethereum; on an EOSIO chain, create the account with createAccount");
  const token = deps.market.token(send.asset.chain, send.asset.symbol);
  if (token === null) return fail(`${send.asset.symbol} on ${send.asset.chain} is not accepted`);
  if (!isEthereumAddress(send.account)) return fail("The sending account must be an Ethereum address");
  // An Ethereum amount: uint256, not Antelope's 2^62-1.
  const sendAmount = parseUserAmount(send.amount, token.decimals, { maxUnits: MAX_UINT256 });
  if (!sendAmount.ok) return fail(`Send amount: ${sendAmount.error}`);
  if (receive.asset.chain !== "ux") return fail("The receiving account must be on UX Network");
  const newAccount = request.newAccount ?? null;
  if (newAccount !== null && receive.account !== newAccount.name)
    return fail("The receiving account must be the new account");
  if (newAccount === null && sendAmount.units === 0n) return fail("Enter an amount");

  let payout: Payout | null = null;
  let receiveText = "0";
  if (sendAmount.units > 0n) {
    const pair = deps.market.pair(send.asset, receive.asset.symbol);
    if (pair === null) return fail(`${send.asset.symbol} cannot be swapped to ${receive.asset.symbol}`);
    if (newAccount === null) {
      const exists = await deps.reads.accountExists(receive.account);
      if (exists !== true) return fail(`The receiving account ${receive.account} does not exist`);
    }
    const verified = await deps.reads.isKycVerified(receive.account);
    const limit = swapLimitError(sendAmount.units, pair.limits, verified, token);
    if (limit !== null) return fail(limit);
    const units = receiveUnits(sendAmount.units, token.decimals, pair.config.rate, UX_PAYOUT_DECIMALS);
    if (units === null || units === 0n) return fail("The amount is too small to receive anything");
    const shown = parseUserAmount(receive.amount, UX_PAYOUT_DECIMALS);
    if (!shown.ok || shown.units > units)
      return fail(
        `The rate changed: ${send.amount} ${send.asset.symbol} now gives ${formatUnits(units, UX_PAYOUT_DECIMALS)} ${receive.asset.symbol}`,
      );
    const symbol = { code: receive.asset.symbol, precision: UX_PAYOUT_DECIMALS };
    payout = {
      account: receive.account,
      contract: UX_PAYOUT_TOKENS[pair.config.receive.symbol],
      quantity: formatAsset({ amount: units, symbol }),
    };
    receiveText = formatUnits(units, UX_PAYOUT_DECIMALS);
  }

  let accountCost = 0n;
  let plan = null;
  if (newAccount !== null) {
    const cost = deps.market.accountCost(token);
    if (cost === null) return fail(`${token.symbol} has no rate: it cannot pay for an account now`);
    accountCost = cost;
    const planned = await ethereumAccountPlan(deps, newAccount, send.account);
    if (!planned.ok) return fail(planned.error);
    plan = planned.plan;
  }

  const required = sendAmount.units + accountCost;
  const expiresAt = deps.now() + deps.requestTtlMs;
  const referralCode = isValidReferralCode(request.referralCode) ? request.referralCode : null;
  const job: NewSwapJob = {
    id: request.id,
    kind: plan === null ? "swap" : "account",
    state: "quoted",
    payment: {
      ...token,
      payer: send.account.toLowerCase(),
      required: required.toString(),
      paid: null,
      signed: null,
      blockNum: null,
      paidAt: null,
    },
    paymentTx: null,
    newAccount: plan,
    payout,
    referralCode,
    expiresAt,
  };
  const accepted: RequestAccepted = {
    id: request.id,
    send,
    receive: { ...receive, amount: receiveText },
    to: token.contract === null ? ethereum.ourAddress : token.contract,
    amount: formatUnitsTrimmed(required, token.decimals),
    units: required.toString(),
    data:
      token.contract === null
        ? ethPaymentData(request.id)
        : erc20PaymentData(ethereum.ourAddress, required, request.id),
    accountCost: formatUnitsTrimmed(accountCost, token.decimals),
    expiresAt,
  };
  return { ok: true, job, accepted };
}
