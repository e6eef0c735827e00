import { decodeInstrumentSymbol } from "../expiry/instrumentSymbol";
import type { Asset } from "../money/asset";
import { type InstrumentPair, instrumentPairOf, splittableExpiries } from "./instrumentQuote";

/*
 * The manage view's derived capabilities (spec 1 §6): a token issuer (the account equal to a 3-letter
 * token's issuer) can issue; the view is shown when the user has combinable, splittable or issuable assets,
 * or is the token contract, the exchange contract, or the special account acct1.
 */

/** The special account the spec names: it always sees the manage view. */
export const MANAGER_ACCOUNT = "acct1";

/** Only tokens with a 3-letter symbol are issuable from the manage view (longer ones are instruments). */
const ISSUABLE_SYMBOL = /^[A-Z]{3}$/;

/** What an account holds of one expiry's TU and TC. */
export interface InstrumentHolding {
  /** The TU and TC symbol codes. */
  readonly symbols: InstrumentPair;
  /** YYYYMM. */
  readonly expiry: number;
  /** 'MAR26'. */
  readonly formatted: string;
  /** The end instant (ms). */
  readonly timestamp: number;
  /** Units of TU and TC (the base token's precision). */
  readonly utility: bigint;
  readonly capital: bigint;
  readonly decimals: number;
}

/**
 * The account's instruments of `base` grouped by expiry, nearest first, out of a token contract's balances
 * (get_currency_balance of the QuickStake contract). Other symbols and empty pairs are left out.
 */
export function instrumentHoldings(base: string, balances: readonly Asset[]): InstrumentHolding[] {
  const byExpiry = new Map<number, InstrumentHolding>();
  for (const balance of balances) {
    const decoded = decodeInstrumentSymbol(balance.symbol.code);
    if (!decoded.ok || decoded.value.base !== base || balance.amount <= 0n) continue;
    const { expiry, formatted, timestamp, kind, year, month } = decoded.value;
    const pair = instrumentPairOf(base, { code: expiry, year, month });
    if (pair === null) continue;
    const held = byExpiry.get(expiry) ?? {
      symbols: pair,
      expiry,
      formatted,
      timestamp,
      utility: 0n,
      capital: 0n,
      decimals: balance.symbol.precision,
    };
    byExpiry.set(expiry, {
      ...held,
      utility: kind === "utility" ? held.utility + balance.amount : held.utility,
      capital: kind === "capital" ? held.capital + balance.amount : held.capital,
    });
  }
  return [...byExpiry.values()].sort((a, b) => a.expiry - b.expiry);
}

/** The most a combine of this holding takes: min(TU, TC) before the expiry ends, all the TC after. */
export function combineMax(holding: InstrumentHolding, nowMs: number): bigint {
  if (nowMs >= holding.timestamp) return holding.capital;
  return holding.utility < holding.capital ? holding.utility : holding.capital;
}

/** The holdings a combine can take something from now. */
export function combinableHoldings(
  holdings: readonly InstrumentHolding[],
  nowMs: number,
): InstrumentHolding[] {
  return holdings.filter((holding) => combineMax(holding, nowMs) > 0n);
}

/** A token's `stat` row as the manage view reads it. */
export interface TokenIssuer {
  readonly contract: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly issuer: string;
}

/** The 3-letter tokens whose issuer is the account (each as given, with whatever else it carries). */
export function issuableTokens<T extends TokenIssuer>(account: string, tokens: readonly T[]): T[] {
  return tokens.filter((token) => ISSUABLE_SYMBOL.test(token.symbol) && token.issuer === account);
}

export interface ManageContracts {
  /** The UTX token contract. */
  readonly token: string;
  /** The exchange (AMM) contract, when the network has one. */
  readonly exchange: string | undefined;
}

/** The token contract, the exchange contract or acct1. */
export function isManager(account: string, contracts: ManageContracts): boolean {
  return account === contracts.token || account === contracts.exchange || account === MANAGER_ACCOUNT;
}

export interface ManageInput<T extends TokenIssuer = TokenIssuer> {
  readonly account: string;
  readonly nowMs: number;
  /** UTX units held. */
  readonly utx: bigint;
  readonly holdings: readonly InstrumentHolding[];
  /** The stat rows of the network's 3-letter tokens. */
  readonly tokens: readonly T[];
  readonly contracts: ManageContracts;
}

export interface ManageCapabilities<T extends TokenIssuer = TokenIssuer> {
  readonly combinable: readonly InstrumentHolding[];
  /** Holds UTX and an expiry is open for splitting. */
  readonly splittable: boolean;
  readonly issuable: readonly T[];
  readonly manager: boolean;
  /** Whether the manage view is shown at all. */
  readonly visible: boolean;
}

export function manageCapabilities<T extends TokenIssuer>(input: ManageInput<T>): ManageCapabilities<T> {
  const combinable = combinableHoldings(input.holdings, input.nowMs);
  const splittable = input.utx > 0n && splittableExpiries(input.nowMs).length > 0;
  const issuable = issuableTokens(input.account, input.tokens);
  const manager = isManager(input.account, input.contracts);
  return {
    combinable,
    splittable,
    issuable,
    manager,
    visible: combinable.length > 0 || splittable || issuable.length > 0 || manager,
  };
}
