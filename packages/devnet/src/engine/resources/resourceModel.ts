import type { ResourceModel } from "../engineConfig";
import type { ResourceLimits, UsageAccumulator } from "../state/accountTypes";

/** RAM charged per table row on top of its data: nodeos' per-row overhead (key_value_object), taken as 112. */
export const ROW_OVERHEAD_BYTES = 112;
/** nodeos' overhead_per_account_ram_bytes, charged to a new account. */
export const ACCOUNT_BASE_RAM_BYTES = 2048;
/** A permission object's billable size (approximately nodeos' permission_object), plus its authority. */
export const PERMISSION_RAM_BYTES = 240;
/** nodeos' min_transaction_cpu_usage. */
export const MIN_TRANSACTION_CPU_US = 100;
/** Net bytes nodeos adds to every input transaction (fixed overhead of a packed trx + base per trx). */
export const TRANSACTION_NET_OVERHEAD_BYTES = 16 + 12;

const BLOCK_INTERVAL_MS = 500;

export function blockSlotOf(timeMs: number): number {
  return Math.floor(timeMs / BLOCK_INTERVAL_MS);
}

/** Usage after linear decay over the window (nodeos' usage accumulator). */
export function decayedUsage(usage: UsageAccumulator, slot: number, model: ResourceModel): number {
  const windowSlots = model.windowMs / BLOCK_INTERVAL_MS;
  const elapsed = slot - usage.lastSlot;
  if (elapsed <= 0) return usage.used;
  if (elapsed >= windowSlots) return 0;
  return Math.floor((usage.used * (windowSlots - elapsed)) / windowSlots);
}

export function addUsage(
  usage: UsageAccumulator,
  amount: number,
  slot: number,
  model: ResourceModel,
): UsageAccumulator {
  return { used: decayedUsage(usage, slot, model) + amount, lastSlot: Math.max(slot, usage.lastSlot) };
}

/** The 24 h allowance a stake gives: weight (token units) x per-token allowance / 10^precision. */
export function allowanceOf(weight: bigint, perToken: number, precision: number): number {
  if (weight < 0n) return Number.POSITIVE_INFINITY;
  return Number((weight * BigInt(perToken)) / 10n ** BigInt(precision));
}

export interface AccountAllowances {
  cpuLimitUs: number;
  netLimitBytes: number;
}

export function allowancesOf(
  limits: ResourceLimits,
  model: ResourceModel,
  precision: number,
): AccountAllowances {
  return {
    cpuLimitUs: allowanceOf(limits.cpuWeight, model.cpuUsPerToken, precision),
    netLimitBytes: allowanceOf(limits.netWeight, model.netBytesPerToken, precision),
  };
}

/** The deterministic CPU bill of a transaction (see ResourceModel). */
export function cpuBillUs(actionCount: number, netWords: number, model: ResourceModel): number {
  const cost = model.cpuBaseUs + model.cpuPerActionUs * actionCount + model.cpuPerNetWordUs * netWords;
  return Math.max(MIN_TRANSACTION_CPU_US, cost);
}

/** varuint32 length of a count (fc::raw pack_size of a vector's size). */
export function varuintSize(value: number): number {
  let size = 1;
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) size++;
  return size;
}

/** nodeos' net usage of an input transaction before rounding to words. */
export function transactionNetBytes(
  packedTrxBytes: number,
  signatureBytes: number[],
  cfdBytes: number,
): number {
  const signatures = varuintSize(signatureBytes.length) + signatureBytes.reduce((sum, size) => sum + size, 0);
  return TRANSACTION_NET_OVERHEAD_BYTES + packedTrxBytes + signatures + cfdBytes;
}

export function netWordsOf(netBytes: number): number {
  return Math.ceil(netBytes / 8);
}
