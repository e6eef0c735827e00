import type { EngineConfig } from "../engineConfig";
import type { AccountRecord, Authority, PermissionLevel, ResourceLimits } from "../state/accountTypes";
import type { SecondaryKey, SecondaryKeyType } from "../state/contractTable";

/**
 * What a TypeScript contract sees while it runs: the emulator's equivalent of the WASM intrinsics a
 * CDT contract uses (require_auth, require_recipient, send_inline, eosio_assert, db_* through tables).
 */
export interface ActionContext {
  /** get_self(): the account whose code runs (the receiver). */
  readonly self: string;
  /** get_first_receiver(): the account the action was sent to (differs from self in notifications). */
  readonly firstReceiver: string;
  readonly action: string;
  readonly authorization: readonly PermissionLevel[];
  readonly blockNum: number;
  /** Block time, nodeos style ISO without zone. */
  readonly blockTime: string;
  readonly blockTimeMs: number;
  /** Id of the running transaction (what a WASM contract derives from read_transaction()). */
  readonly transactionId: string;
  readonly config: EngineConfig;
  /** check(): throws eosio_assert_message_exception with the message when the condition is false. */
  check(condition: unknown, message: string): asserts condition;
  /** require_auth / require_auth2: missing_auth_exception unless the action carries that authority. */
  requireAuth(actor: string, permission?: string): void;
  hasAuth(actor: string): boolean;
  isAccount(name: string): boolean;
  requireRecipient(account: string): void;
  /** Sends an inline action; `data` is encoded with the target contract's ABI. */
  sendInline(action: InlineAction): void;
  /** A table of this contract (writes) or of another contract (`code`, read only); scope as name or value. */
  table<Row>(scope: string | bigint, table: string, code?: string): TableHandle<Row>;
  print(text: string): void;
  /**
   * recover_key: the key (canonical text, "EOS..." for K1) that signed a 32-byte digest (hex), by the
   * engine's fast K1 recovery. Fails as nodeos does for an unrecoverable signature.
   */
  recoverKey(digest: string, signature: string): string;
  /** Privileged operations (the system contract): throws unless the receiver is privileged. */
  readonly system: SystemApi;
}

export interface InlineAction {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  data: unknown;
}

/** A row found through an index: its primary key, payer and value. */
export interface RowRef<Row> {
  primaryKey: bigint;
  payer: string;
  value: Row;
}

/** multi_index-like access to one (code, scope, table). Rows are immutable values. */
export interface TableHandle<Row> {
  find(primaryKey: bigint): Row | undefined;
  /** Like multi_index::get: fails with the message ('unable to find key' by default). */
  get(primaryKey: bigint, message?: string): Row;
  payerOf(primaryKey: bigint): string | undefined;
  emplace(payer: string, row: Row): void;
  /** Replaces the row with the same primary key; payer "" keeps the current payer (same_payer). */
  modify(payer: string, row: Row): void;
  erase(primaryKey: bigint): void;
  /** Rows with primary key >= lower (and <= upper when given), ascending. */
  range(lower?: bigint, upper?: bigint): RowRef<Row>[];
  /** Rows whose secondary key (index 0 = index_position 2) equals `key`. */
  findBySecondary(index: number, key: SecondaryKey): RowRef<Row>[];
  count(): number;
}

/** Operations only the privileged system contract may perform (nodeos' native eosio handlers). */
export interface SystemApi {
  getAccount(name: string): AccountRecord | undefined;
  createAccount(name: string, owner: Authority, active: Authority): void;
  setPermission(account: string, permission: string, parent: string, auth: Authority): void;
  deletePermission(account: string, permission: string): void;
  setLink(account: string, linkKey: string, permission: string | undefined): void;
  getResourceLimits(account: string): ResourceLimits;
  setResourceLimits(account: string, limits: ResourceLimits): void;
  setCode(account: string, codeId: string): void;
  setAbi(account: string, abiHex: string): void;
  setPrivileged(account: string, privileged: boolean): void;
}

/** How a contract's table keys are derived from its rows. */
export interface TableSpec<Row = never> {
  primaryKey(row: Row): bigint;
  secondaryIndexes?: readonly { name: string; keyType: SecondaryKeyType; key(row: Row): SecondaryKey }[];
}

// biome-ignore lint/suspicious/noExplicitAny: handlers receive ABI-decoded data whose shape their ABI fixes.
export type ActionHandler = (context: ActionContext, data: any) => unknown;

/** A TypeScript contract: a real ABI plus handlers. Instantiable on any account. */
export interface ContractDefinition {
  /** Registry id (what setcode stores for the account). */
  id: string;
  /** The ABI JSON (eosio::abi/1.x) served by get_abi and used to encode/decode. */
  abi: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: table specs are typed per contract.
  tables: Record<string, TableSpec<any>>;
  /** Handlers for actions sent to the contract (receiver == first receiver). */
  actions: Record<string, ActionHandler>;
  /** Handlers for notifications: key "code::action", or "*::action" for any code. */
  notifications?: Record<string, ActionHandler>;
}
