import { type Expiry, expiryTimestamp, parseExpiryCode } from "../expiry/expiryCode";
import { encodeInstrumentSymbol, INSTRUMENT_DECADE_START } from "../expiry/instrumentSymbol";
import { isDust } from "../money/dust";
import { STAKE_ERRORS } from "./contract/stakeNames";
import { type Quote, stakeableExpiries } from "./stakeQuote";

/*
 * Splitting UTX into an expiry's instruments and combining them back (spec 1 §6 manage view, ARCHITECTURE.md
 * §7): 1 UTX = 1 TU (the utility right until expiry) + 1 TC (the capital, redeemed 1:1 at expiry). Decided
 * once for the contract that executes them and the page that offers them.
 */

const UTX_DECIMALS = 4;

/** The TU and TC symbol codes of a base token's expiry ('UTXUTMG', 'UTXCTMG'). */
export interface InstrumentPair {
  readonly utility: string;
  readonly capital: string;
}

/** Instrument symbols carry one year letter, read as 2020-2029 (core/expiry/instrumentSymbol.ts). */
function hasInstrumentSymbols(expiry: Expiry): boolean {
  return expiry.year >= INSTRUMENT_DECADE_START && expiry.year <= INSTRUMENT_DECADE_START + 9;
}

/** The pair of an expiry, or null when its year has no instrument symbols. */
export function instrumentPairOf(base: string, expiry: Expiry): InstrumentPair | null {
  if (!hasInstrumentSymbols(expiry)) return null;
  return {
    utility: encodeInstrumentSymbol(base, "utility", expiry),
    capital: encodeInstrumentSymbol(base, "capital", expiry),
  };
}

/** The expiries open for splitting now: those open for staking that have instrument symbols. */
export function splittableExpiries(nowMs: number): (Expiry & { timestamp: number })[] {
  return stakeableExpiries(nowMs).filter(hasInstrumentSymbols);
}

export interface SplitQuote extends InstrumentPair {
  /** TU and TC issued, each; the UTX the deposit gives up. */
  readonly quantity: bigint;
}

/** A split of `quantity` UTX units into the expiry YYYYMM `code`'s instruments, now. */
export function quoteSplit(base: string, code: number, nowMs: number, quantity: bigint): Quote<SplitQuote> {
  const expiry = parseExpiryCode(code);
  if (expiry === null) return { ok: false, error: STAKE_ERRORS.notSplittable };
  if (!stakeableExpiries(nowMs).some((entry) => entry.code === expiry.code))
    return { ok: false, error: STAKE_ERRORS.notSplittable };
  const pair = instrumentPairOf(base, expiry);
  if (pair === null) return { ok: false, error: STAKE_ERRORS.noInstrument };
  if (quantity <= 0n || isDust(quantity, UTX_DECIMALS)) return { ok: false, error: STAKE_ERRORS.dust };
  return { ok: true, value: { ...pair, quantity } };
}

export interface CombineQuote extends InstrumentPair {
  /** TC burned and UTX paid back. */
  readonly quantity: bigint;
  /** TU burned too: before the expiry ends (TU is worthless after, so TC alone redeems). */
  readonly burnsUtility: boolean;
}

/** A combine of `quantity` units of the expiry YYYYMM `code`'s instruments back into UTX, now. */
export function quoteCombine(
  base: string,
  code: number,
  nowMs: number,
  quantity: bigint,
): Quote<CombineQuote> {
  const expiry = parseExpiryCode(code);
  if (expiry === null) return { ok: false, error: STAKE_ERRORS.noInstrument };
  const pair = instrumentPairOf(base, expiry);
  if (pair === null) return { ok: false, error: STAKE_ERRORS.noInstrument };
  if (quantity <= 0n || isDust(quantity, UTX_DECIMALS)) return { ok: false, error: STAKE_ERRORS.dust };
  return { ok: true, value: { ...pair, quantity, burnsUtility: nowMs < expiryTimestamp(expiry) } };
}
