import type { TaggedProducerSchedule } from "./producerSchedule";

// The prover's state mirrors the bridge contract's tables: chains (global), and per chain (by its
// readable name) schedules and lastproofs. It is plain data; every operation returns a new state.

/** A row of `chains`. */
export interface ChainRecord {
  name: string;
  chainId: string;
  /** 0 while ACTION_RETURN_VALUE is not active, else the block it was activated in. */
  returnValueActivated: number;
}

/** A row of `schedules`. */
export interface ScheduleRecord {
  version: number;
  schedule: TaggedProducerSchedule;
  /** The schedule hash that block signatures commit to. */
  hash: string;
  firstBlock: number;
  /** Last block signed under this schedule's hash; SCHEDULE_OPEN_ENDED until the next one is proven. */
  lastBlock: number;
  /** Unix seconds after which garbage collection may drop it; null when no clock was given. */
  expiry: number | null;
}

/** A row of `lastproofs`: the block merkle root a heavy proof established. */
export interface ProvenRoot {
  id: number;
  blockHeight: number;
  blockMerkleRoot: string;
  expiry: number | null;
}

export interface ProverState {
  chains: Readonly<Record<string, ChainRecord>>;
  schedules: Readonly<Record<string, Readonly<Record<number, ScheduleRecord>>>>;
  lastProofs: Readonly<Record<string, readonly ProvenRoot[]>>;
}

/** Time input for the contract's caches; without it nothing expires and nothing is collected. */
export interface ProverClock {
  /** Current time in unix seconds (the block time of the chain running the prover). */
  now?: number;
}

export const EMPTY_PROVER_STATE: ProverState = { chains: {}, schedules: {}, lastProofs: {} };

/** The contract's ULONG_MAX stored in a uint32 last_block. */
export const SCHEDULE_OPEN_ENDED = 0xffffffff;
export const SCHEDULE_CACHING_SECONDS = 3600 * 24;
export const PROOF_CACHING_SECONDS = 3600 * 24;
/** gc_proofs and gc_schedules each remove at most this many rows per proof. */
const ROWS_COLLECTED_PER_PROOF = 2;
/** gc_schedules always keeps this many schedules. */
const SCHEDULES_ALWAYS_KEPT = 2;

export function findChainById(state: ProverState, chainId: string): ChainRecord | undefined {
  return Object.values(state.chains).find((chain) => chain.chainId === chainId);
}

export function expiryFrom(clock: ProverClock, seconds: number): number | null {
  return clock.now === undefined ? null : clock.now + seconds;
}

export function withChain(state: ProverState, chain: ChainRecord): ProverState {
  return { ...state, chains: { ...state.chains, [chain.name]: chain } };
}

export function withSchedule(state: ProverState, chainName: string, record: ScheduleRecord): ProverState {
  const schedules = { ...state.schedules[chainName], [record.version]: record };
  return { ...state, schedules: { ...state.schedules, [chainName]: schedules } };
}

/** add_proven_root: records a root, or refreshes its expiry when it is already known. */
export function addProvenRoot(
  state: ProverState,
  chainName: string,
  blockHeight: number,
  blockMerkleRoot: string,
  clock: ProverClock = {},
): ProverState {
  const rows = state.lastProofs[chainName] ?? [];
  const root = blockMerkleRoot.toLowerCase();
  const expiry = expiryFrom(clock, PROOF_CACHING_SECONDS);
  const known = rows.some((row) => row.blockMerkleRoot === root);
  const updated = known
    ? rows.map((row) => (row.blockMerkleRoot === root ? { ...row, expiry } : row))
    : [
        ...rows,
        {
          id: rows.reduce((max, row) => Math.max(max, row.id + 1), 0),
          blockHeight,
          blockMerkleRoot: root,
          expiry,
        },
      ];
  return { ...state, lastProofs: { ...state.lastProofs, [chainName]: updated } };
}

/** The first row of the contract's expiry index (by expiry, then primary key); rows without one never expire. */
function oldestByExpiry<T extends { expiry: number | null }>(
  rows: readonly T[],
  key: (row: T) => number,
): (T & { expiry: number }) | undefined {
  const expiring = rows.filter((row): row is T & { expiry: number } => row.expiry !== null);
  return expiring.sort((a, b) => a.expiry - b.expiry || key(a) - key(b))[0];
}

/** gc_proofs: drops up to two expired roots, never the one of the highest block proven. */
function collectProvenRoots(rows: readonly ProvenRoot[], now: number): readonly ProvenRoot[] {
  let kept = rows;
  for (let n = 0; n < ROWS_COLLECTED_PER_PROOF; n++) {
    const highest = Math.max(...kept.map((row) => row.blockHeight));
    const oldest = oldestByExpiry(kept, (row) => row.id);
    if (!oldest || oldest.blockHeight >= highest || now <= oldest.expiry) break;
    kept = kept.filter((row) => row !== oldest);
  }
  return kept;
}

/** gc_schedules: drops up to two expired schedules while more than two remain. */
function collectSchedules(records: Readonly<Record<number, ScheduleRecord>>, now: number) {
  let kept = Object.values(records);
  for (let n = 0; n < ROWS_COLLECTED_PER_PROOF && kept.length > SCHEDULES_ALWAYS_KEPT; n++) {
    const oldest = oldestByExpiry(kept, (record) => record.version);
    if (!oldest || now <= oldest.expiry) break;
    kept = kept.filter((record) => record !== oldest);
  }
  return Object.fromEntries(kept.map((record) => [record.version, record]));
}

/** The garbage collection the contract runs after each successful proof. */
export function collectGarbage(state: ProverState, chainName: string, clock: ProverClock): ProverState {
  if (clock.now === undefined) return state;
  const rows = state.lastProofs[chainName] ?? [];
  const records = state.schedules[chainName] ?? {};
  return {
    ...state,
    lastProofs: {
      ...state.lastProofs,
      [chainName]: rows.length > 0 ? collectProvenRoots(rows, clock.now) : rows,
    },
    schedules: { ...state.schedules, [chainName]: collectSchedules(records, clock.now) },
  };
}
