import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import {
  createChainClient,
  readableTransactionError,
  TransactionError,
  toTransactionError,
  USER_REJECTED_SIGNATURE,
} from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { parseAsset, RAM_SYMBOL } from "@ux/core/money";
import { realSleep } from "../../../shared/chain/sleep";
import { submitTransaction } from "../../../shared/chain/submitTransaction";
import { showTransactionFailedDialog } from "../../../shared/dialogs/dialogStore";
import { injectedProvider } from "../../../shared/ethereum/eip1193";
import { METAMASK_NOT_FOUND } from "../../../shared/ethereum/metamaskMessages";
import { t } from "../../../shared/i18n/translate";
import { debugLog } from "../../../shared/logging/loggingStore";
import { SIGNING_NOTICE } from "../../../shared/notifications/notificationPolicy";
import { notify } from "../../../shared/notifications/notify";
import { NOT_CONNECTED } from "../../../shared/wallet/notConnected";
import { permissionLevelOf, type WalletSession } from "../../../shared/wallet/walletSession";
import { NATIVE_CHAIN, sessionStore } from "../../../shared/wallet/walletState";
import { submitThroughGateway } from "../gateway/gatewaySubmission";
import { openTransactionFixDialog } from "./transactionDialogStore";

export const SIGNING_NOTICE_KEY = "transaction-signing";

export interface SubmitActionsOptions {
  /** Blocks after the transaction's block instead of irreversibility (stake 2, unstake 1, withdrawall 1). */
  confirmations?: number;
  signal?: AbortSignal;
  /** Show the spec's readable error (dialog or notification); default true. */
  showErrors?: boolean;
  /** The spec's update-error event: the node's first detail before the promise rejects with it. */
  onUpdateError?: (message: string) => void;
}

export interface SubmittedTransaction {
  transactionId: string;
  blockNum: number;
}

/**
 * The one way features send a transaction: signed by the chain's connected wallet (its permission level;
 * active for the browser wallet on the native network), sent and confirmed by the shared submission path,
 * with every failure shown as the spec's readable error and then rethrown as a TransactionError.
 */
export async function submitActions(
  config: NetworkConfig,
  chain: string,
  buildActions: (signer: PermissionLevel) => ActionInput[],
  options: SubmitActionsOptions = {},
): Promise<SubmittedTransaction> {
  const session = sessionStore.getState().sessions[chain];
  const chainConfig = config.chains[chain];
  if (session === undefined || chainConfig === undefined) throw new TransactionError(NOT_CONNECTED);
  const actions = buildActions(permissionLevelOf(session));
  notify.persistent(SIGNING_NOTICE_KEY, SIGNING_NOTICE);
  try {
    const result =
      session.walletPlugin === "metamask"
        ? await submitWithBrowserWallet(chainConfig.api, session, actions, options)
        : await submitWithWharfKit(config, session, actions, options);
    notify.dismiss(SIGNING_NOTICE_KEY);
    return result;
  } catch (error) {
    notify.dismiss(SIGNING_NOTICE_KEY);
    if (options.signal?.aborted && error === options.signal.reason) throw error;
    const failure = toTransactionError(error);
    if (options.showErrors !== false) await presentTransactionError(config, session, failure);
    throw failure;
  }
}

async function submitWithWharfKit(
  config: NetworkConfig,
  session: WalletSession,
  actions: ActionInput[],
  options: SubmitActionsOptions,
): Promise<SubmittedTransaction> {
  const chainConfig = config.chains[session.chain];
  if (chainConfig === undefined) throw new TransactionError(NOT_CONNECTED);
  const { signingSession, wharfkitSigner } = await import("../wharfkit/wharfkitRuntime");
  const signer = wharfkitSigner(await signingSession(config, session));
  const confirmed = await submitTransaction({
    api: createChainClient(chainConfig.api, { fetch }),
    signer,
    actions,
    pushGuarantee: chainConfig.apiPushGuarantee,
    ...(options.confirmations === undefined ? {} : { confirmations: options.confirmations }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onUpdateError ? { onUpdateError: options.onUpdateError } : {}),
  });
  return { transactionId: confirmed.transactionId, blockNum: confirmed.blockNum };
}

async function submitWithBrowserWallet(
  apiUrl: string,
  session: WalletSession,
  actions: ActionInput[],
  options: SubmitActionsOptions,
): Promise<SubmittedTransaction> {
  if (session.chain !== NATIVE_CHAIN || session.ethAddress === undefined) {
    throw new TransactionError(t("The browser wallet signs Antelope transactions on the UX Network only"));
  }
  const provider = injectedProvider();
  if (provider === null) throw new TransactionError(METAMASK_NOT_FOUND);
  const { packActions } = await import("../wharfkit/wharfkitRuntime");
  try {
    const receipt = await submitThroughGateway({
      provider,
      from: session.ethAddress,
      actions,
      packActions: (toPack) => packActions(apiUrl, toPack),
      sleep: realSleep,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return { transactionId: receipt.transactionHash, blockNum: receipt.blockNumber };
  } catch (error) {
    options.onUpdateError?.(toTransactionError(error).message);
    throw error;
  }
}

/** The UTXRAM balance shown in the RAM dialog; a failed lookup is 0 and a log line (spec 1 §8). */
async function utxramBalanceUnits(config: NetworkConfig, account: string): Promise<bigint> {
  const ux = config.chains[NATIVE_CHAIN];
  const token = ux?.balances.find((b) => b.symbol === RAM_SYMBOL.code);
  if (ux === undefined || token === undefined) return 0n;
  try {
    const answer = await createChainClient(ux.api, { fetch }).getCurrencyBalance(
      token.contract,
      account,
      RAM_SYMBOL.code,
    );
    const parsed = answer[0] === undefined ? undefined : parseAsset(answer[0]);
    return parsed?.ok ? parsed.value.amount : 0n;
  } catch (error) {
    debugLog(`UTXRAM balance lookup failed for ${account}`, error);
    return 0n;
  }
}

/** Shows the spec's readable error for a failed transaction (spec 1 §8, spec 2 §8). */
export async function presentTransactionError(
  config: NetworkConfig,
  session: WalletSession,
  failure: TransactionError,
): Promise<void> {
  const readable = readableTransactionError(failure);
  switch (readable.kind) {
    case "rejected":
      notify.error(USER_REJECTED_SIGNATURE);
      return;
    case "insufficientRam":
      if (session.chain !== NATIVE_CHAIN) break;
      openTransactionFixDialog({
        kind: "insufficientRam",
        chain: session.chain,
        account: readable.account,
        kbNeeded: readable.kbNeeded,
        utxramUnits: await utxramBalanceUnits(config, session.actor),
      });
      return;
    case "cpu":
    case "net":
      openTransactionFixDialog({
        kind: "stake",
        chain: session.chain,
        resource: readable.kind,
        message: readable.message,
      });
      return;
    case "failed":
      break;
  }
  showTransactionFailedDialog(readable.message);
}
