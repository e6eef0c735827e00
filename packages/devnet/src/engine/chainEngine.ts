import { createHash } from "node:crypto";
import { bytesToHex, hexToBytes } from "@ux/core/antelope";
import { contractRegistry } from "../contracts";
import {
  type AppliedTransaction,
  type ApplyOptions,
  applyTransaction,
  type PipelineEngine,
} from "./applyTransaction";
import { AuthorityChecker } from "./authority/authorityChecker";
import { canonicalKeyText } from "./authority/authorityRules";
import {
  type AuthorizationSource,
  type AuthorizedAction,
  permissionLookup,
} from "./authority/checkAuthorization";
import { minimumPermission } from "./authority/minimumPermission";
import { signingCandidates } from "./authority/signingCandidates";
import { chainError, permissionLevelText } from "./chainErrors";
import type { EngineConfig } from "./engineConfig";
import type { BlockContext, IncomingTransaction } from "./engineContract";
import { AbiCodec, codecForAbiHex } from "./execution/abiCodec";
import type { ContractDefinition } from "./execution/contractInterface";
import { type ExecutionEnvironment, parseBlockTime } from "./execution/executionEnvironment";
import { TransactionExecutor } from "./execution/transactionExecutor";
import { accountInfo } from "./queries/accountInfo";
import { type AccountsByAuthorizersQuery, accountsByAuthorizers } from "./queries/accountsByAuthorizers";
import { currencyBalances, currencyStats } from "./queries/currency";
import {
  getTableByScope,
  getTableRows,
  type TableByScopeQuery,
  type TableByScopeRow,
  type TableRowsQuery,
  type TableRowsResult,
} from "./queries/tableRows";
import { insertAccount, setAbi, setCode, setPrivileged, setResourceLimits } from "./state/accountOperations";
import type { AccountRecord, Authority, ResourceLimits } from "./state/accountTypes";
import { ChainState } from "./state/chainState";
import { type EngineSnapshot, restoreSnapshot, takeSnapshot } from "./state/stateSnapshot";
import { decodeTransaction, sha256 } from "./transaction/decodeTransaction";
import { compressedK1Hexes } from "./transaction/signatureKeys";

/** An action given as JSON data (encoded with the contract's ABI) or as hex. */
export interface JsonAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  data: unknown;
}

export interface GenesisAccount {
  name: string;
  /** A public key (owner and active with threshold 1) or full authorities. */
  owner: Authority | string;
  active?: Authority | string;
  privileged?: boolean;
  /** Resource limits; default 0 (-1 = unlimited, as nodeos). */
  limits?: Partial<ResourceLimits>;
}

export function singleKeyAuthority(key: string): Authority {
  return { threshold: 1, keys: [{ key: canonicalKeyText(key), weight: 1 }], accounts: [], waits: [] };
}

function toAuthority(value: Authority | string): Authority {
  return typeof value === "string" ? singleKeyAuthority(value) : value;
}

/**
 * One chain's execution engine: state, rules and contracts. The node owns blocks and time and calls
 * `applyTransaction` for every pushed transaction; the genesis helpers (`createAccount`, `deployContract`,
 * `pushActions`) set a chain up without signatures.
 */
export class ChainEngine implements PipelineEngine {
  state = new ChainState();
  readonly authorization: AuthorizationSource;

  constructor(
    readonly config: EngineConfig,
    readonly contracts: ReadonlyMap<string, ContractDefinition> = contractRegistry,
  ) {
    this.authorization = {
      account: (name) => this.state.accounts.get(name),
      minimumPermission: (action, level) =>
        minimumPermission((name) => this.state.accounts.get(name), this.codecOf("eosio"), action, level),
    };
  }

  /** The ABI codec of an account's deployed ABI, if any. */
  codecOf(account: string): AbiCodec | undefined {
    const abiHex = this.state.accounts.get(account)?.abiHex;
    return abiHex ? codecForAbiHex(abiHex) : undefined;
  }

  environment(block: BlockContext, skipAuthorization: boolean, transactionId: string): ExecutionEnvironment {
    return {
      transactionId,
      state: this.state,
      config: this.config,
      contracts: this.contracts,
      block,
      blockTimeMs: parseBlockTime(block.blockTime),
      skipAuthorization,
      codecOf: (account) => this.codecOf(account),
    };
  }

  /** Applies a signed transaction (see applyTransaction.ts); throws ChainError and changes nothing on failure. */
  applyTransaction(
    incoming: IncomingTransaction,
    block: BlockContext,
    options: ApplyOptions = {},
  ): AppliedTransaction {
    return applyTransaction(this, incoming, block, options);
  }

  /**
   * The compressed K1 keys (hex) likely to sign a pushed transaction: its declared authorities' keys, a hint
   * for signature recovery (see knownSigners). Empty for a transaction that does not decode; never throws.
   */
  signingCandidates(incoming: IncomingTransaction): string[] {
    try {
      const accountOf = (name: string) => this.state.accounts.get(name);
      return compressedK1Hexes(signingCandidates(accountOf, decodeTransaction(incoming).actions));
    } catch {
      return [];
    }
  }

  /** compute_transaction: the full result of applying, with no state change. */
  computeTransaction(incoming: IncomingTransaction, block: BlockContext): AppliedTransaction {
    return applyTransaction(this, incoming, block, { dryRun: true });
  }

  // ---- genesis helpers (no signatures, no resource billing) ----

  createAccount(account: GenesisAccount, createdAt = "2020-01-01T00:00:00.000"): void {
    if (this.state.accounts.has(account.name)) {
      throw chainError(
        "account_name_exists_exception",
        `Cannot create account named ${account.name}, as that name is already taken`,
      );
    }
    const ram = (name: string, delta: number) => this.addRamUsage(name, delta);
    insertAccount(
      this.state,
      account.name,
      toAuthority(account.owner),
      toAuthority(account.active ?? account.owner),
      createdAt,
      ram,
    );
    if (account.privileged) setPrivileged(this.state, account.name, true);
    setResourceLimits(this.state, account.name, {
      ramBytes: account.limits?.ramBytes ?? 0,
      netWeight: account.limits?.netWeight ?? 0n,
      cpuWeight: account.limits?.cpuWeight ?? 0n,
    });
  }

  /** Deploys a registered TypeScript contract: code id, ABI, code and ABI sequences bumped. */
  deployContract(account: string, contractId: string): void {
    const contract = this.contracts.get(contractId);
    if (!contract) throw new Error(`unknown contract '${contractId}'`);
    if (!this.state.accounts.has(account)) throw new Error(`account ${account} does not exist`);
    const hash = createHash("sha256").update(contractId).digest("hex");
    setCode(this.state, account, contractId, hash, "2020-01-01T00:00:00.000");
    setAbi(this.state, account, codecOfContract(contract).toHex(), (name, delta) =>
      this.addRamUsage(name, delta),
    );
  }

  setPrivileged(account: string, privileged: boolean): void {
    setPrivileged(this.state, account, privileged);
  }

  setResourceLimits(account: string, limits: ResourceLimits): void {
    setResourceLimits(this.state, account, limits);
  }

  /**
   * Runs actions without signatures or resource checks (genesis: creating tokens, issuing, funding). All
   * or nothing; returns the trace and receipts like a transaction (its id is a hash of the actions).
   */
  pushActions(actions: readonly JsonAction[], block: BlockContext): AppliedTransaction {
    return this.state.session(() => {
      const decoded = actions.map((action) => ({
        account: action.account,
        name: action.name,
        authorization: action.authorization.map((level) => ({ ...level })),
        data: this.encodeActionData(action),
      }));
      const id = bytesToHex(sha256(new TextEncoder().encode(`${block.blockNum}:${JSON.stringify(decoded)}`)));
      const executor = new TransactionExecutor(this.environment(block, true, id), this.authorization);
      executor.run([], decoded);
      return {
        id,
        receipts: executor.receipts,
        netUsageWords: 0,
        cpuUsageUs: 0,
        trace: {
          id,
          block_num: block.blockNum,
          block_time: block.blockTime,
          receipt: { status: "executed", cpu_usage_us: 0, net_usage_words: 0 },
          elapsed: 0,
          net_usage: 0,
          scheduled: false,
          action_traces: executor.actionTraces(),
          except: null,
        },
      } satisfies AppliedTransaction;
    });
  }

  /** Hex of an action's data: kept if already bytes/hex, else encoded with the contract's ABI. */
  encodeActionData(action: JsonAction): string {
    if (action.data instanceof Uint8Array) return bytesToHex(action.data);
    const codec = this.codecOf(action.account);
    const type = codec?.actionType(action.name);
    if (!codec || !type) {
      if (typeof action.data === "string") return bytesToHex(hexToBytes(action.data));
      throw chainError(
        "action_validate_exception",
        `Unknown action ${action.name} in contract ${action.account}`,
      );
    }
    return bytesToHex(codec.encode(type, action.data));
  }

  private addRamUsage(account: string, delta: number): void {
    const usage = this.state.usage.get(account) ?? {
      net: { used: 0, lastSlot: 0 },
      cpu: { used: 0, lastSlot: 0 },
      ramUsage: 0,
    };
    this.state.usage.set(account, { ...usage, ramUsage: usage.ramUsage + delta });
  }

  // ---- reads ----

  account(name: string): AccountRecord | undefined {
    return this.state.accounts.get(name);
  }

  /** get_abi's abi (JSON), or undefined when the account has none. */
  abiJson(account: string): unknown {
    return this.codecOf(account)?.toJson();
  }

  /** get_raw_abi: the packed ABI as hex plus code and ABI hashes ("" hex / zero hashes when none). */
  rawAbi(account: string): { abiHex: string; codeHash: string; abiHash: string } | undefined {
    const record = this.state.accounts.get(account);
    if (!record) return undefined;
    const zero = "0".repeat(64);
    return {
      abiHex: record.abiHex,
      codeHash: record.codeHash || zero,
      abiHash: record.abiHex ? bytesToHex(sha256(hexToBytes(record.abiHex))) : zero,
    };
  }

  // The read queries (engine/queries): the HTTP API and tests call these; refusals are ChainErrors.

  getTableRows(query: TableRowsQuery): TableRowsResult {
    return getTableRows(this, query);
  }

  getTableByScope(query: TableByScopeQuery): { rows: TableByScopeRow[]; more: string } {
    return getTableByScope(this, query);
  }

  currencyBalances(code: string, account: string, symbol?: string | null): string[] {
    return currencyBalances(this, code, account, symbol);
  }

  currencyStats(code: string, symbol: string): Record<string, unknown> {
    return currencyStats(this, code, symbol);
  }

  /** get_account's answer (nodeos shape) at the given head block. */
  accountInfo(name: string, head: { blockNum: number; time: string }): ReturnType<typeof accountInfo> {
    return accountInfo(this, name, head);
  }

  accountsByAuthorizers(query: AccountsByAuthorizersQuery): ReturnType<typeof accountsByAuthorizers> {
    return accountsByAuthorizers(this, query);
  }

  /**
   * get_required_keys: the subset of the available keys that satisfies every declared authorization
   * (unsatisfied_authorization when they cannot).
   */
  requiredKeys(
    actions: readonly Pick<AuthorizedAction, "authorization">[],
    availableKeys: readonly string[],
  ): string[] {
    const keys = new Set(availableKeys.map((key) => canonicalKeyText(key)));
    const checker = new AuthorityChecker(permissionLookup(this.authorization), keys);
    for (const action of actions) {
      for (const level of action.authorization) {
        if (!checker.satisfied(level)) {
          throw chainError(
            "unsatisfied_authorization",
            `transaction declares authority '${permissionLevelText(level)}', but does not have signatures for it.`,
          );
        }
      }
    }
    return [...keys].filter((key) => !checker.unusedKeys().includes(key));
  }

  // ---- persistence ----

  snapshot(): EngineSnapshot {
    return takeSnapshot(this.state);
  }

  /** Replaces the whole state with a snapshot's. */
  restore(snapshot: EngineSnapshot): void {
    this.state = restoreSnapshot(snapshot);
  }

  /** Accounts running a registered contract whose stored ABI differs from that contract's ABI now. */
  outdatedAbis(): string[] {
    const outdated: string[] = [];
    for (const record of this.state.accounts.values()) {
      const contract = record.codeId === "" ? undefined : this.contracts.get(record.codeId);
      if (contract && record.abiHex !== codecOfContract(contract).toHex()) outdated.push(record.name);
    }
    return outdated;
  }
}

const contractCodecs = new WeakMap<ContractDefinition, AbiCodec>();

/** A contract's ABI, parsed once through WharfKit so the stored ABI is exactly what get_raw_abi serves. */
function codecOfContract(contract: ContractDefinition): AbiCodec {
  let codec = contractCodecs.get(contract);
  if (!codec) {
    codec = codecForAbiHex(AbiCodec.fromJson(contract.abi).toHex());
    contractCodecs.set(contract, codec);
  }
  return codec;
}
