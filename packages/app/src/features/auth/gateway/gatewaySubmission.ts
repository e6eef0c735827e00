import type { ActionInput } from "@ux/core/chainClient";
import { isNodeUnreachable, TransactionError, toTransactionError } from "@ux/core/chainClient";
import { pollDelayMs } from "../../../shared/chain/pollingSchedule";
import type { Sleep } from "../../../shared/chain/sleep";
import type { Eip1193Provider } from "../../../shared/ethereum/eip1193";
import {
  decodeGetRpResult,
  encodePushEosTransaction,
  GET_RP_SELECTOR,
} from "../../../shared/ethereum/gatewayCalldata";
import { UX_EVM_GATEWAY_ADDRESS } from "../../../shared/ethereum/uxEvmChain";
import { t } from "../../../shared/i18n/translate";

export interface GatewaySubmissionArgs {
  provider: Eip1193Provider;
  /** The browser wallet's address (the session's ethAddress). */
  from: string;
  actions: readonly ActionInput[];
  /** Antelope-packs the actions (vector<action>) against their contracts' ABIs. */
  packActions(actions: readonly ActionInput[]): Promise<Uint8Array>;
  sleep: Sleep;
  signal?: AbortSignal;
  /** Polls of the receipt before giving up (about 2 minutes on the spec's schedule). */
  maxPolls?: number;
}

export interface GatewayReceipt {
  transactionHash: string;
  blockNumber: number;
}

const DEFAULT_MAX_POLLS = 40;

interface ReceiptJson {
  status?: string;
  blockNumber?: string;
}

/**
 * Submits actions through the Ethereum browser wallet on the native network (ARCHITECTURE.md 5.2): the
 * wallet signs pushEosTransaction(rp, actions) to the UX EVM gateway, which executes them with the
 * mapped account's active authority. The wallet's error text is returned to the caller (spec 1 §8).
 */
export async function submitThroughGateway(args: GatewaySubmissionArgs): Promise<GatewayReceipt> {
  const { provider, signal } = args;
  try {
    const rp = decodeGetRpResult(
      await provider.request({
        method: "eth_call",
        params: [{ to: UX_EVM_GATEWAY_ADDRESS, data: GET_RP_SELECTOR }, "latest"],
      }),
    );
    const data = encodePushEosTransaction(rp, await args.packActions(args.actions));
    const hash = await provider.request({
      method: "eth_sendTransaction",
      params: [{ from: args.from, to: UX_EVM_GATEWAY_ADDRESS, data, value: "0x0" }],
    });
    if (typeof hash !== "string") throw new TransactionError(t("The wallet returned no transaction hash"));
    return await waitForReceipt(provider, hash, args.sleep, args.maxPolls ?? DEFAULT_MAX_POLLS, signal);
  } catch (error) {
    if (signal?.aborted && error === signal.reason) throw error;
    throw toTransactionError(error);
  }
}

/** Polls eth_getTransactionReceipt on the confirmation schedule; status 0 is a refused transaction. */
export async function waitForReceipt(
  provider: Eip1193Provider,
  hash: string,
  sleep: Sleep,
  maxPolls: number,
  signal?: AbortSignal,
): Promise<GatewayReceipt> {
  for (let step = 0; step < maxPolls; step++) {
    await sleep(pollDelayMs(step), signal);
    let receipt: ReceiptJson | null;
    try {
      receipt = (await provider.request({
        method: "eth_getTransactionReceipt",
        params: [hash],
      })) as ReceiptJson | null;
    } catch (error) {
      if (isNodeUnreachable(error) || error instanceof TypeError) continue;
      throw error;
    }
    if (receipt === null || receipt === undefined) continue;
    if (receipt.status !== "0x1")
      throw new TransactionError(t("Transaction {hash} failed on the UX Network", { hash }));
    return { transactionHash: hash, blockNumber: Number(receipt.blockNumber ?? 0) };
  }
  throw new TransactionError(t("Transaction {hash} was not confirmed in time", { hash }));
}
