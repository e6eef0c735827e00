import { randomUUID } from "node:crypto";
import type { ActionInput, ChainClient } from "@ux/core/chainClient";
import { formatAsset, parseUserAmount, type TokenSymbol } from "@ux/core/money";
import {
  quoteRedeem,
  quoteStake,
  quoteUnstake,
  rateText,
  type StakeQuoteEntry,
  type StakeResponse,
  type UnwindQuoteEntry,
  type UnwindResponse,
} from "@ux/core/stake";
import { expectedRedeemActions, expectedUnstakeActions, STAKE_ERRORS } from "@ux/core/stake/contract";
import type { AbiCache } from "../chain/abiCache";
import type { ServiceDb } from "../db/database";
import type { StakeRequestKind } from "../db/schema";
import { recordStakeRequest } from "../db/stakeRequestStore";
import { type StakeChain, unitsOf } from "./stakeChain";
import type {
  RequestRedeemPayload,
  RequestStakePayload,
  RequestUnstakePayload,
  UserAuthorization,
} from "./stakePayloads";
import {
  type CosignedTransaction,
  cosign,
  type ServiceSigner,
  type StakeHeader,
  stakeActions,
  stakeTransactionHeader,
  withPayerNoop,
} from "./stakeTransactions";

/** A transaction that could only be included in the last seconds of its day is not worth handing out. */
export const MIN_WINDOW_SECONDS = 30;

export type CosignResult<T> = { ok: true; response: T } | { ok: false; msg: string };

export interface StakeCosignerDeps {
  chain: Pick<ChainClient, "getInfo" | "getBlockInfo">;
  stake: StakeChain;
  abis: Pick<AbiCache, "get">;
  db: ServiceDb;
  payer: ServiceSigner;
  operator: ServiceSigner;
  expireSeconds: number;
  /** Wall clock (ms) of the records. */
  now: () => number;
  /** Told about each co-signed transaction once it is recorded (the history watcher). */
  onSigned?: (account: string) => void;
}

/** An unwind's quote as the user sees it: the quantity, the rate and what the owner receives, in `symbol`. */
const unwindEntry = (
  symbol: TokenSymbol,
  quantity: bigint,
  quote: { tc: bigint; received: bigint },
): UnwindQuoteEntry => ({
  quantity: formatAsset({ amount: quantity, symbol }),
  tc: rateText(quote.tc),
  received: formatAsset({ amount: quote.received, symbol }),
});

const refused = (msg: string): { ok: false; msg: string } => ({ ok: false, msg });

/**
 * The stake co-signer (ARCHITECTURE.md §7, §9): for the proven account only, it builds the whole transaction
 * itself with the amounts core computes from the curve published on chain for today, checks what the chain
 * would refuse, signs its own part (the payer's noop; for a stake also the operator's reward permission),
 * records it, and hands it out expiring within minutes. Anything else gets a refusal text and no signature.
 */
export class StakeCosigner {
  constructor(private readonly deps: StakeCosignerDeps) {}

  async stake(user: string, request: RequestStakePayload): Promise<CosignResult<StakeResponse>> {
    const context = await this.context(user, request.authorization, "requestStake", request.amount);
    if (!context.ok) return context;
    const { published, header, units } = context;
    const locked = !request.allowUnwinding;
    const restake = request.stakeRewards;
    const quote = quoteStake(published.curve, request.expiry, header.headMs, units, locked, restake);
    if (!quote.ok) return refused(quote.error);
    const asset = (amount: bigint) => formatAsset({ amount, symbol: published.symbol });
    const held = await this.deps.stake.balance(user, published);
    if (held < units) return refused(`${user} holds ${asset(held)}: not enough to stake ${asset(units)}`);
    const paid = quote.value.reward + quote.value.restaked;
    if ((await this.deps.stake.rewardPool(published.symbol)) < paid) return refused(STAKE_ERRORS.rewardPool);
    const entry: StakeQuoteEntry = {
      quantity: asset(units),
      days: quote.value.days,
      rate: rateText(quote.value.rate),
      reward: asset(quote.value.reward),
      restaked: asset(quote.value.restaked),
      position: asset(quote.value.position),
    };
    const actions = await stakeActions(
      {
        payer: this.deps.payer,
        operator: this.deps.operator,
        contract: this.deps.stake.contract,
        tokenContract: published.tokenContract,
        user: context.level,
        quantity: entry.quantity,
        expiry: request.expiry,
        locked,
        restake,
      },
      this.deps.abis,
    );
    const signed = cosign(header, actions, [this.deps.payer.privateKey, this.deps.operator.privateKey]);
    await this.record(user, "stake", signed, { expiry: request.expiry, locked, restake, quote: entry });
    return { ok: true, response: { ...signed, quote: entry } };
  }

  async unstake(user: string, request: RequestUnstakePayload): Promise<CosignResult<UnwindResponse>> {
    const context = await this.context(user, request.authorization, "requestUnstake", request.amount);
    if (!context.ok) return context;
    const { published, header, units } = context;
    const position = await this.deps.stake.position(user, request.expiry);
    if (position === null) return refused(STAKE_ERRORS.position);
    const liquid = unitsOf(position.liquid, published.symbol);
    const locked = unitsOf(position.locked, published.symbol);
    const quote = quoteUnstake(
      published.curve,
      request.expiry,
      header.headMs,
      units,
      units > liquid && locked > 0n,
    );
    if (!quote.ok) return refused(quote.error);
    if (units > liquid) return refused(STAKE_ERRORS.position);
    return this.cosignUnwind(
      user,
      "unstake",
      header,
      request.expiry,
      unwindEntry(published.symbol, units, quote.value),
      (quantity) => expectedUnstakeActions(this.deps.stake.contract, context.level, quantity, request.expiry),
    );
  }

  async redeem(user: string, request: RequestRedeemPayload): Promise<CosignResult<UnwindResponse>> {
    const context = await this.context(user, request.authorization, "requestRedeem", null);
    if (!context.ok) return context;
    const { published, header } = context;
    const position = await this.deps.stake.position(user, request.expiry);
    if (position === null) return refused(STAKE_ERRORS.position);
    const total = unitsOf(position.liquid, published.symbol) + unitsOf(position.locked, published.symbol);
    const quote = quoteRedeem(request.expiry, header.headMs, total);
    if (!quote.ok) return refused(quote.error);
    return this.cosignUnwind(
      user,
      "redeem",
      header,
      request.expiry,
      unwindEntry(published.symbol, total, quote.value),
      () => expectedRedeemActions(this.deps.stake.contract, context.level, request.expiry),
    );
  }

  /** An unstake or redeem as quoted: the owner's actions behind the payer's noop, co-signed and recorded. */
  private async cosignUnwind(
    user: string,
    kind: "unstake" | "redeem",
    header: StakeHeader,
    expiry: number,
    entry: UnwindQuoteEntry,
    ownerActions: (quantity: string) => ActionInput[],
  ): Promise<CosignResult<UnwindResponse>> {
    const actions = await withPayerNoop(this.deps.payer, ownerActions(entry.quantity), this.deps.abis);
    const signed = cosign(header, actions, [this.deps.payer.privateKey]);
    await this.record(user, kind, signed, { expiry, quote: entry });
    return { ok: true, response: { ...signed, quote: entry } };
  }

  /** What every request needs: the user's own authorization, the published config, an amount, a header. */
  private async context(
    user: string,
    authorization: UserAuthorization,
    event: string,
    amount: string | null,
  ) {
    if (authorization.actor !== user)
      return refused(
        `${event} must be authorized by ${user} (the proven account), not ${authorization.actor}`,
      );
    const published = await this.deps.stake.published();
    if (published.operator !== this.deps.operator.account)
      return refused(
        `QuickStake's published operator is ${published.operator}: this service co-signs as ${this.deps.operator.account}`,
      );
    let units = 0n;
    if (amount !== null) {
      const parsed = parseUserAmount(amount, published.symbol.precision);
      if (!parsed.ok) return refused(`Invalid ${event} amount '${amount}': ${parsed.error}`);
      units = parsed.units;
    }
    const header: StakeHeader = await stakeTransactionHeader(this.deps.chain, this.deps.expireSeconds);
    if (header.windowSeconds < MIN_WINDOW_SECONDS)
      return refused(
        `QuickStake rates change at 00:00 UTC (chain time): ask again in ${header.windowSeconds + 1} s`,
      );
    return { ok: true as const, published, header, units, level: authorization };
  }

  private async record(
    account: string,
    kind: StakeRequestKind,
    signed: CosignedTransaction,
    details: Record<string, unknown>,
  ): Promise<void> {
    await recordStakeRequest(
      this.deps.db,
      { id: randomUUID(), account, kind, tx_id: signed.transactionId, expires_at: signed.expiresAt, details },
      this.deps.now(),
    );
    this.deps.onSigned?.(account);
  }
}
