import type { ProducerAuthority } from "@ux/core/antelope";
import type { IncomingTransaction, TransactionTrace } from "../../engine/engineContract";
import type { SignedBlock } from "../blockAssembly";

/**
 * The block log's records, in the order things happened:
 * - trx: a transaction as received, applied to pending block `block` (at `slot`); written and fsynced
 *   before the push is acknowledged;
 * - prods: a privileged producer schedule proposal made in pending block `block`;
 * - block: the block sealed from the trx/prods records since the previous block record, with the traces
 *   the history index is rebuilt from.
 * Replaying trx/prods records through the engine and sealing at each block record rebuilds the state and
 * must reproduce the recorded block ids.
 */
export type LogRecord =
  | { kind: "trx"; block: number; slot: number; trx: IncomingTransaction }
  | { kind: "prods"; block: number; slot: number; producers: ProducerAuthority[] }
  | { kind: "block"; block: SignedBlock; traces: TransactionTrace[] };
