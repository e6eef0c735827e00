import { TX_EXPIRE_SECONDS } from "@ux/core/chainClient";
import { nameToUint64 } from "@ux/core/names";
import type { PrivateKey } from "@wharfkit/antelope";
import { getAddress, Transaction, toQuantity } from "ethers";
import { checkActionAuthorizations, resourcePayerNoop, signGatewayTransaction } from "./antelopePush";
import { blockJson, receiptJson, transactionJson } from "./ethereumJson";
import {
  GATEWAY_CLIENT_VERSION,
  GATEWAY_CODE_PLACEHOLDER,
  GATEWAY_GAS_ESTIMATE,
  GATEWAY_GAS_PRICE_WEI,
  GATEWAY_MAX_PRIORITY_FEE_WEI,
  UX_BLOCK_INTERVAL_MS,
} from "./gatewayConstants";
import { decodePushCalldata, encodeGetRpResult, GET_RP_SELECTOR } from "./gatewayContract";
import type { GatewayLedger, GatewayRecord } from "./gatewayLedger";
import { parseGatewayTransaction } from "./gatewayTransaction";
import type { RpcMethods } from "./jsonRpcDispatch";
import { invalidParams, rejected } from "./rpcError";
import {
  addressAtBlockParams,
  type BlockTag,
  blockByNumberParams,
  callParams,
  hashParams,
  parseParams,
  rawTransactionParams,
  withoutParams,
} from "./rpcParams";
import { utxUnitsToWei } from "./utxBalance";
import { ChainRejection, type UxChainClient } from "./uxChainClient";

export interface GatewayMethodsContext {
  chain: UxChainClient;
  ledger: GatewayLedger;
  chainId: number;
  contractAddress: string;
  /** The gateway account's key: it signs every pushed transaction. */
  signingKey: PrivateKey;
  /** Account whose noop pays CPU/NET when a transaction passes its rp; null: the mapped account pays. */
  resourcePayer: string | null;
  /** Antelope transaction expiry (default the product's 360 s). */
  expirySeconds?: number;
}

/** One queue for every send: a nonce is checked and spent without another send in between. */
function serialized(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The JSON-RPC methods of the UX EVM gateway (chain id 71). */
export function createGatewayMethods(context: GatewayMethodsContext): RpcMethods {
  const { chain, ledger, chainId } = context;
  const contractAddress = getAddress(context.contractAddress);
  const rp = context.resourcePayer === null ? 0n : nameToUint64(context.resourcePayer);
  const inQueue = serialized();

  const isGateway = (address: string | null | undefined) =>
    typeof address === "string" && getAddress(address) === contractAddress;

  const headNumber = async () => Number((await chain.info()).head_block_num);

  async function blockNumberOf(
    tag: BlockTag,
  ): Promise<{ number: number; info: Awaited<ReturnType<UxChainClient["info"]>> }> {
    const info = await chain.info();
    if (tag === "latest" || tag === "pending") return { number: Number(info.head_block_num), info };
    if (tag === "safe" || tag === "finalized")
      return { number: Number(info.last_irreversible_block_num), info };
    if (tag === "earliest") return { number: 1, info };
    return { number: Number(BigInt(tag)), info };
  }

  function indexInBlock(record: GatewayRecord): number {
    return ledger.inBlock(record.blockNumber).findIndex((other) => other.hash === record.hash);
  }

  async function sendRawTransaction(params: unknown[]): Promise<string> {
    const [raw] = parseParams(rawTransactionParams, params);
    const transaction = parseGatewayTransaction(raw, chainId, contractAddress);
    const call = decodePushCalldata(transaction.data);
    if (call.rp !== 0n && call.rp !== rp) {
      throw invalidParams(`rp ${call.rp} is not this gateway's resource payer: use getRp() (${rp}) or 0`);
    }
    return inQueue(async () => {
      if (ledger.find(transaction.hash) !== undefined) throw rejected("already known");
      const next = ledger.nextNonce(transaction.from);
      // A higher nonce than expected is accepted: there is no mempool to hold it for later, and a wallet
      // whose own nonce ran ahead must not be stranded. Nonces only ever grow, so nothing replays.
      if (transaction.nonce < next)
        throw rejected(`nonce too low: next nonce ${next}, tx nonce ${transaction.nonce}`);
      const account = await chain.linkedAccount(transaction.from);
      if (account === null) throw rejected(`no UX Network account is linked to ${transaction.from}`);
      checkActionAuthorizations(call.actions, account);
      const actions =
        call.rp === 0n || context.resourcePayer === null
          ? call.actions
          : [resourcePayerNoop(context.resourcePayer), ...call.actions];
      const info = await chain.info();
      const signed = signGatewayTransaction(
        info,
        actions,
        context.signingKey,
        context.expirySeconds ?? TX_EXPIRE_SECONDS,
      );
      const base = { hash: transaction.hash, raw, from: transaction.from, nonce: transaction.nonce };
      try {
        const pushed = await chain.send(signed);
        ledger.commit({
          ...base,
          status: 1,
          blockNumber: pushed.blockNumber,
          uxTransactionId: pushed.transactionId,
          uxError: null,
        });
        return transaction.hash;
      } catch (error) {
        if (!(error instanceof ChainRejection)) throw error;
        // Refused by the chain: like a reverted Ethereum transaction the nonce is spent, so these signed
        // bytes can never execute later (e.g. once the balance suffices).
        ledger.commit({
          ...base,
          status: 0,
          blockNumber: Number(info.head_block_num),
          uxTransactionId: null,
          uxError: error.message,
        });
        throw rejected(error.message, { transactionHash: transaction.hash });
      }
    });
  }

  return {
    eth_chainId: withoutParams(() => toQuantity(chainId)),
    net_version: withoutParams(() => String(chainId)),
    web3_clientVersion: withoutParams(() => GATEWAY_CLIENT_VERSION),
    eth_syncing: withoutParams(() => false),
    eth_accounts: withoutParams(() => []),
    eth_blockNumber: withoutParams(async () => toQuantity(await headNumber())),
    eth_gasPrice: withoutParams(() => toQuantity(GATEWAY_GAS_PRICE_WEI)),
    eth_maxPriorityFeePerGas: withoutParams(() => toQuantity(GATEWAY_MAX_PRIORITY_FEE_WEI)),
    eth_estimateGas: async (params) => {
      parseParams(callParams, params);
      return toQuantity(GATEWAY_GAS_ESTIMATE);
    },
    eth_getBalance: async (params) => {
      const [address] = parseParams(addressAtBlockParams, params);
      const account = await chain.linkedAccount(address);
      return toQuantity(account === null ? 0n : utxUnitsToWei(await chain.utxUnits(account)));
    },
    eth_getTransactionCount: async (params) => {
      const [address] = parseParams(addressAtBlockParams, params);
      return toQuantity(ledger.nextNonce(address));
    },
    eth_getCode: async (params) => {
      const [address] = parseParams(addressAtBlockParams, params);
      return isGateway(address) ? GATEWAY_CODE_PLACEHOLDER : "0x";
    },
    eth_call: async (params) => {
      const [call] = parseParams(callParams, params);
      // Calls to any other address run no code, as on Ethereum: empty return data.
      if (!isGateway(call.to)) return "0x";
      const data = (call.data ?? call.input ?? "0x").toLowerCase();
      if (data === GET_RP_SELECTOR) return encodeGetRpResult(rp);
      throw invalidParams("the gateway answers eth_call for getRp() only");
    },
    eth_sendRawTransaction: sendRawTransaction,
    eth_getTransactionReceipt: async (params) => {
      const [hash] = parseParams(hashParams, params);
      const record = ledger.find(hash);
      if (record === undefined) return null;
      return receiptJson(record, Transaction.from(record.raw), indexInBlock(record), contractAddress);
    },
    eth_getTransactionByHash: async (params) => {
      const [hash] = parseParams(hashParams, params);
      const record = ledger.find(hash);
      if (record === undefined) return null;
      return transactionJson(record, Transaction.from(record.raw), indexInBlock(record));
    },
    eth_getBlockByNumber: async (params) => {
      const [tag, full] = parseParams(blockByNumberParams, params);
      const { number, info } = await blockNumberOf(tag);
      const head = Number(info.head_block_num);
      if (number < 1 || number > head) return null;
      const timestampMs = info.head_block_time.toMilliseconds() - (head - number) * UX_BLOCK_INTERVAL_MS;
      const records = ledger.inBlock(number);
      const transactions = records.map((record, index) =>
        full === true ? transactionJson(record, Transaction.from(record.raw), index) : record.hash,
      );
      return blockJson(number, timestampMs, transactions);
    },
  };
}
