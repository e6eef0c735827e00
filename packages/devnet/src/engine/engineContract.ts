/**
 * The seam between the execution engine (state, transactions, contracts: src/engine, src/contracts) and the
 * chain node around it (blocks, persistence, HTTP API, history: src/node, src/api). The node owns time and
 * blocks; the engine owns state and rules. Both sides build against these types.
 */

/** nodeos error shape: {"code":500,"message":"Internal Service Error","error":{"code","name","what","details"}}. */
export interface ChainErrorDetail {
  message: string;
  file?: string;
  line_number?: number;
  method?: string;
}

/** Thrown by the engine for any rejected transaction; the API turns it into nodeos' error JSON. */
export class ChainError extends Error {
  constructor(
    /** nodeos exception name, e.g. "tx_duplicate", "expired_tx_exception", "eosio_assert_message_exception". */
    readonly errorName: string,
    /** nodeos numeric exception code, e.g. 3040008 for tx_duplicate. */
    readonly errorCode: number,
    /** nodeos' `what`, e.g. "Duplicate transaction". */
    readonly what: string,
    readonly details: ChainErrorDetail[],
    /** HTTP status the API answers with (nodeos uses 500 for transaction errors, 400 for bad requests). */
    readonly httpStatus = 500,
  ) {
    super(details[0]?.message ?? what);
    this.name = "ChainError";
  }
}

/** What the node tells the engine about the chain when it applies a transaction. */
export interface BlockContext {
  chainId: string;
  /** Number and time of the block being built (pending block). */
  blockNum: number;
  /** ISO time without zone, nodeos style: "2026-11-22T01:56:00.500". */
  blockTime: string;
  producer: string;
  /** TaPoS: the id of a recent block given its number's low 16 bits, or undefined if unknown. */
  blockIdByNumLow16(refBlockNum: number): string | undefined;
}

/** nodeos action trace (subset the app, services and history need), with the receipt the block commits to. */
export interface ActionTrace {
  action_ordinal: number;
  creator_action_ordinal: number;
  receiver: string;
  act: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data: unknown;
    hex_data: string;
  };
  receipt: {
    receiver: string;
    act_digest: string;
    global_sequence: number;
    recv_sequence: number;
    auth_sequence: [string, number][];
    code_sequence: number;
    abi_sequence: number;
  };
  context_free: boolean;
  elapsed: number;
  console: string;
  return_value_hex_data: string;
  account_ram_deltas: { account: string; delta: number }[];
}

export interface TransactionTrace {
  id: string;
  block_num: number;
  block_time: string;
  receipt: { status: "executed"; cpu_usage_us: number; net_usage_words: number };
  elapsed: number;
  net_usage: number;
  scheduled: false;
  action_traces: ActionTrace[];
  except: null;
}

/** A signed transaction as received: packed bytes plus signatures (the node unpacks JSON pushes first). */
export interface IncomingTransaction {
  signatures: string[];
  compression: 0 | 1;
  packedContextFreeData: string;
  packedTrx: string;
}

// The engine side of this seam: ChainEngine (chainEngine.ts; re-exported with its types by engine/index.ts)
// gives applyTransaction / computeTransaction, the genesis helpers, state reads (getTableRows,
// getTableByScope, accountInfo, accountsByAuthorizers, currencyBalances, currencyStats, rawAbi, abiJson,
// requiredKeys: the one implementation of the read queries, in engine/queries, that the HTTP API serves) and
// snapshot/restore. SignatureRecoveryPool moves signature recovery off the main thread.
