import { NOOP_ACTION } from "@ux/core/amm/contract";
import {
  type ActionInput,
  buildTransaction,
  type ChainClient,
  chainTimeToMs,
  refBlockPrefix,
  referenceBlockNumber,
  type TransactionHeader,
  TX_BLOCKS_BEHIND,
} from "@ux/core/chainClient";
import { unixToTimePointSec } from "@ux/core/contracts";
import { DAY_MS } from "@ux/core/expiry";
import { utcDayStart } from "@ux/core/stake";
import { expectedStakeActions } from "@ux/core/stake/contract";
import { Action, type PrivateKey, Serializer } from "@wharfkit/antelope";
import type { AbiCache } from "../chain/abiCache";
import { signTransaction } from "../chain/keySigning";

/** An account the service signs as, with the key of one of its permissions. */
export interface ServiceSigner {
  account: string;
  permission: string;
  privateKey: PrivateKey;
}

/** The header of a co-signed stake transaction and the chain time it was read at. */
export interface StakeHeader {
  header: TransactionHeader;
  chainId: string;
  /** The head block's time, ms: the "now" of the quote. */
  headMs: number;
  /** The expiration, ms. */
  expiresAtMs: number;
  /** Seconds from the head to the expiration. */
  windowSeconds: number;
}

/**
 * TaPoS 3 blocks behind the head and an expiration `expireSeconds` after it, but never past the end of the
 * head's UTC day: rates change at midnight, so a transaction that can only be included on the day it was
 * quoted gets from the contract exactly what the service quoted (expiry instants are midnights too).
 */
export async function stakeTransactionHeader(
  chain: Pick<ChainClient, "getInfo" | "getBlockInfo">,
  expireSeconds: number,
): Promise<StakeHeader> {
  const info = await chain.getInfo();
  const headMs = chainTimeToMs(info.head_block_time);
  const reference = await chain.getBlockInfo(referenceBlockNumber(info.head_block_num, TX_BLOCKS_BEHIND));
  const headSeconds = Math.floor(headMs / 1000);
  const lastSecondOfDay = (utcDayStart(headMs) + DAY_MS) / 1000 - 1;
  const expiration = Math.min(headSeconds + expireSeconds, lastSecondOfDay);
  return {
    header: {
      expiration: unixToTimePointSec(expiration),
      ref_block_num: reference.block_num & 0xffff,
      ref_block_prefix: refBlockPrefix(reference.id),
    },
    chainId: info.chain_id,
    headMs,
    expiresAtMs: expiration * 1000,
    windowSeconds: expiration - headSeconds,
  };
}

export interface UserLevel {
  actor: string;
  permission: string;
}

/** The resource payer's noop, first, so the payer is billed CPU and NET (as payForResources does). */
export function payerNoop(payer: ServiceSigner): Action {
  return Action.from({
    account: payer.account,
    name: NOOP_ACTION,
    authorization: [{ actor: payer.account, permission: payer.permission }],
    data: "",
  });
}

export interface StakeActionsInput {
  payer: ServiceSigner;
  operator: ServiceSigner;
  contract: string;
  tokenContract: string;
  user: UserLevel;
  quantity: string;
  expiry: number;
  locked: boolean;
  restake: boolean;
}

/** The payer's noop first, then the user's actions (core's builders), encoded with the chain's ABIs. */
export async function withPayerNoop(
  payer: ServiceSigner,
  userActions: readonly ActionInput[],
  abis: Pick<AbiCache, "get">,
): Promise<Action[]> {
  const encoded = await Promise.all(
    userActions.map(async (action) => Action.from(action, await abis.get(action.account))),
  );
  return [payerNoop(payer), ...encoded];
}

/** [payer noop, the user's deposit transfer, stake @[user, operator@reward]]. */
export function stakeActions(input: StakeActionsInput, abis: Pick<AbiCache, "get">): Promise<Action[]> {
  const userActions = expectedStakeActions(
    { stake: input.contract, token: input.tokenContract },
    {
      signer: input.user,
      operator: { actor: input.operator.account, permission: input.operator.permission },
      quantity: input.quantity,
      expiry: input.expiry,
      locked: input.locked,
      restake: input.restake,
    },
  );
  return withPayerNoop(input.payer, userActions, abis);
}

/** What a co-signed transaction hands the user's wallet. */
export interface CosignedTransaction {
  tx: Record<string, unknown>;
  signatures: string[];
  serializedTransaction: string;
  transactionId: string;
  expiresAt: number;
}

/** Packs the transaction and signs it with the service's keys, in order. */
export function cosign(
  header: StakeHeader,
  actions: readonly Action[],
  keys: readonly PrivateKey[],
): CosignedTransaction {
  const built = buildTransaction(header.header, actions);
  return {
    tx: Serializer.objectify(built.transaction) as Record<string, unknown>,
    signatures: keys.map((key) => signTransaction(built.transaction, header.chainId, key)),
    serializedTransaction: built.packedTrx,
    transactionId: built.id,
    expiresAt: header.expiresAtMs,
  };
}
