import type { ActionReceipt } from "@ux/core/antelope";
import { hexToBytes } from "@ux/core/antelope";
import { parseSymbol } from "@ux/core/money";
import type { AuthorizationSource } from "./authority/checkAuthorization";
import { checkTransactionAuthorization } from "./authority/checkAuthorization";
import { signingCandidates } from "./authority/signingCandidates";
import { chainError, permissionLevelText } from "./chainErrors";
import type { EngineConfig } from "./engineConfig";
import type { BlockContext, IncomingTransaction, TransactionTrace } from "./engineContract";
import type { ExecutionEnvironment } from "./execution/executionEnvironment";
import { parseBlockTime, timePointSecText, timePointText } from "./execution/executionEnvironment";
import { TransactionExecutor, ZERO_USAGE } from "./execution/transactionExecutor";
import {
  addUsage,
  allowancesOf,
  blockSlotOf,
  cpuBillUs,
  decayedUsage,
  netWordsOf,
  transactionNetBytes,
} from "./resources/resourceModel";
import type { ResourceLimits } from "./state/accountTypes";
import type { ChainState } from "./state/chainState";
import {
  type DecodedAction,
  type DecodedTransaction,
  decodeTransaction,
  transactionSigningDigest,
} from "./transaction/decodeTransaction";
import { compressedK1Hexes, packedSignatureSize, recoverSignatureKeys } from "./transaction/signatureKeys";

/** What applying a transaction produced: the trace, the receipts for action_mroot, the billed resources. */
export interface AppliedTransaction {
  id: string;
  trace: TransactionTrace;
  /** Action receipts in execution order (the block's action_mroot leaves). */
  receipts: ActionReceipt[];
  netUsageWords: number;
  cpuUsageUs: number;
}

/** The engine parts the transaction pipeline uses. */
export interface PipelineEngine {
  readonly state: ChainState;
  readonly config: EngineConfig;
  readonly authorization: AuthorizationSource;
  environment(block: BlockContext, skipAuthorization: boolean, transactionId: string): ExecutionEnvironment;
}

export interface ApplyOptions {
  /** Run everything and report the result, but keep no change (compute_transaction). */
  dryRun?: boolean;
}

const NO_LIMITS: ResourceLimits = { ramBytes: 0, netWeight: 0n, cpuWeight: 0n };

/** TaPoS: ref_block_prefix is the little-endian uint32 at bytes 8..11 of the referenced block id. */
export function refBlockPrefixOf(blockId: string): number {
  const bytes = hexToBytes(blockId);
  return (
    ((bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8) | ((bytes[10] ?? 0) << 16) | ((bytes[11] ?? 0) << 24)) >>> 0
  );
}

function firstAuthorizer(actions: readonly DecodedAction[]): string | undefined {
  for (const action of actions) if (action.authorization[0]) return action.authorization[0].actor;
  return undefined;
}

function validateReferencedAccounts(state: ChainState, trx: DecodedTransaction): void {
  for (const action of trx.contextFreeActions) {
    if (!state.accounts.has(action.account)) {
      throw chainError("transaction_exception", `action's code account '${action.account}' does not exist`);
    }
    if (action.authorization.length > 0) {
      throw chainError("cfa_irrelevant_auth", "context-free actions cannot have authorizations");
    }
  }
  let oneAuth = false;
  for (const action of trx.actions) {
    if (!state.accounts.has(action.account)) {
      throw chainError("transaction_exception", `action's code account '${action.account}' does not exist`);
    }
    for (const level of action.authorization) {
      oneAuth = true;
      const actor = state.accounts.get(level.actor);
      if (!actor)
        throw chainError(
          "transaction_exception",
          `action's authorizing actor '${level.actor}' does not exist`,
        );
      if (!actor.permissions.some((permission) => permission.name === level.permission)) {
        throw chainError(
          "transaction_exception",
          `action's authorizations include a non-existent permission: ${permissionLevelText(level)}`,
        );
      }
    }
  }
  if (!oneAuth) throw chainError("tx_no_auths", "transaction must have at least one authorization");
}

/** The checks producer_plugin makes before anything else: expired, then already applied. */
function checkFreshness(state: ChainState, trx: DecodedTransaction, blockTimeMs: number): void {
  if (trx.expirationSec * 1000 < blockTimeMs) {
    throw chainError(
      "expired_tx_exception",
      `expired transaction ${trx.id}, expiration ${timePointText(trx.expirationSec * 1000)}, block time ${timePointText(blockTimeMs)}`,
    );
  }
  state.recentTransactions.prune(Math.floor(blockTimeMs / 1000));
  if (state.recentTransactions.has(trx.id))
    throw chainError("tx_duplicate", `duplicate transaction ${trx.id}`);
}

function checkExpirationAndTapos(
  config: EngineConfig,
  trx: DecodedTransaction,
  block: BlockContext,
  blockTimeMs: number,
): void {
  if (trx.expirationSec * 1000 > blockTimeMs + config.maxTransactionLifetimeSec * 1000) {
    throw chainError(
      "tx_exp_too_far_exception",
      `Transaction expiration is too far in the future relative to the reference time of ${timePointText(blockTimeMs)}, expiration is ${timePointSecText(trx.expirationSec)} and the maximum transaction lifetime is ${config.maxTransactionLifetimeSec} seconds`,
    );
  }
  const referenced = block.blockIdByNumLow16(trx.refBlockNum & 0xffff);
  if (referenced === undefined || refBlockPrefixOf(referenced) !== trx.refBlockPrefix) {
    throw chainError(
      "invalid_ref_block_exception",
      "Transaction's reference block did not match. Is this transaction from a different fork?",
    );
  }
}

function netTooHigh(netBytes: number, limit: number): Error {
  return chainError("tx_net_usage_exceeded", `transaction net usage is too high: ${netBytes} > ${limit}`);
}

/**
 * Applies a signed transaction in nodeos' order: expired and duplicate checks, signature recovery,
 * expiration too far, TaPoS, referenced accounts, NET limit, authorization, execution, then RAM, NET and
 * CPU billing of the first authorizer. Any failure throws a ChainError and leaves no change.
 */
export function applyTransaction(
  engine: PipelineEngine,
  incoming: IncomingTransaction,
  block: BlockContext,
  options: ApplyOptions = {},
): AppliedTransaction {
  const { state, config } = engine;
  const blockTimeMs = parseBlockTime(block.blockTime);
  const trx = decodeTransaction(incoming);
  checkFreshness(state, trx, blockTimeMs);
  const keys = recoverSignatureKeys(transactionSigningDigest(trx, block.chainId), trx.signatures, () =>
    compressedK1Hexes(signingCandidates(engine.authorization.account, trx.actions)),
  );
  const run = () => {
    checkExpirationAndTapos(config, trx, block, blockTimeMs);
    if (trx.actions.length === 0)
      throw chainError("tx_no_action", "transaction must have at least one action");
    validateReferencedAccounts(state, trx);
    const model = config.resources;
    const payer = firstAuthorizer(trx.actions) as string;
    const slot = blockSlotOf(blockTimeMs);
    const precision = parseSymbol(config.coreToken.symbol);
    const allowances = allowancesOf(
      state.limits.get(payer) ?? NO_LIMITS,
      model,
      precision.ok ? precision.value.precision : 4,
    );
    const usage = state.usage.get(payer) ?? ZERO_USAGE;
    const netBytes = transactionNetBytes(
      trx.wireTrxBytes,
      trx.signatures.map(packedSignatureSize),
      trx.contextFreeData.length,
    );
    const netLimit = Math.min(
      model.maxTransactionNetBytes,
      trx.maxNetUsageWords > 0 ? trx.maxNetUsageWords * 8 : Number.POSITIVE_INFINITY,
      Math.max(0, allowances.netLimitBytes - decayedUsage(usage.net, slot, model)),
    );
    if (netBytes > netLimit) throw netTooHigh(netBytes, netLimit);

    checkTransactionAuthorization(engine.authorization, trx.actions, keys);
    const executor = new TransactionExecutor(engine.environment(block, false, trx.id), engine.authorization);
    executor.run(trx.contextFreeActions, trx.actions);

    for (const account of [...executor.ramIncreased].sort()) {
      const quota = state.limits.get(account)?.ramBytes ?? 0;
      const used = state.usage.get(account)?.ramUsage ?? 0;
      if (quota >= 0 && used > quota) {
        throw chainError(
          "ram_usage_exceeded",
          `account ${account} has insufficient ram; needs ${used} bytes has ${quota} bytes`,
        );
      }
    }
    const netUsageWords = netWordsOf(netBytes);
    if (netUsageWords * 8 > netLimit) throw netTooHigh(netUsageWords * 8, netLimit);
    const cpuUsageUs = cpuBillUs(executor.actionCount, netUsageWords, model);
    const cpuLimit = Math.min(
      model.maxTransactionCpuUs,
      trx.maxCpuUsageMs > 0 ? trx.maxCpuUsageMs * 1000 : Number.POSITIVE_INFINITY,
      Math.max(0, allowances.cpuLimitUs - decayedUsage(usage.cpu, slot, model)),
    );
    if (cpuUsageUs > cpuLimit) {
      throw chainError(
        "tx_cpu_usage_exceeded",
        `billed CPU time (${cpuUsageUs} us) is greater than the maximum billable CPU time for the transaction (${cpuLimit} us)`,
      );
    }
    const payerUsage = state.usage.get(payer) ?? ZERO_USAGE;
    state.usage.set(payer, {
      ...payerUsage,
      net: addUsage(payerUsage.net, netUsageWords * 8, slot, model),
      cpu: addUsage(payerUsage.cpu, cpuUsageUs, slot, model),
    });
    state.recentTransactions.add(trx.id, trx.expirationSec);
    return {
      id: trx.id,
      receipts: executor.receipts,
      netUsageWords,
      cpuUsageUs,
      trace: {
        id: trx.id,
        block_num: block.blockNum,
        block_time: block.blockTime,
        receipt: { status: "executed", cpu_usage_us: cpuUsageUs, net_usage_words: netUsageWords },
        elapsed: cpuUsageUs,
        net_usage: netUsageWords * 8,
        scheduled: false,
        action_traces: executor.actionTraces(),
        except: null,
      },
    } satisfies AppliedTransaction;
  };
  return options.dryRun ? state.dryRun(run) : state.session(run);
}
