import { NOOP_ACTION, type TokenWithDecimals } from "@ux/core/amm/contract";
import type { ChainClient } from "@ux/core/chainClient";
import { buildTransaction, readTransactionHeader } from "@ux/core/chainClient";
import { type ABI, Action, type PrivateKey, Serializer } from "@wharfkit/antelope";
import type { AbiCache } from "../../chain/abiCache";
import { decodeActionData } from "../../chain/actionData";
import { signTransaction } from "../../chain/keySigning";
import {
  actionLabel,
  checkActionTarget,
  checkUserAction,
  type DecodedAction,
  type PolicyContext,
} from "./actionPolicy";
import type { ActionPayload } from "./socketPayloads";

/** The account whose CPU/NET pays for users' AMM transactions, and the key of its `permission`. */
export interface PayerConfig {
  account: string;
  permission: string;
  privateKey: PrivateKey;
}

/**
 * preparedTx, what payForResources answers:
 *   tx: the transaction as JSON (header fields and actions, action data as hex), FIRST action the payer's
 *       noop `{payer}::noop` so the payer is billed CPU and NET, then the user's actions unchanged;
 *   signatures: the payer's signature (the user's wallet adds its own and broadcasts);
 *   serializedTransactionX: hex of the packed transaction (Antelope binary serialization, no compression):
 *       exactly the bytes both signatures cover, to be sent as send_transaction's packed_trx.
 */
export interface PreparedTx {
  tx: Record<string, unknown>;
  signatures: string[];
  serializedTransactionX: string;
}

export type PrepareResult =
  | { ok: true; prepared: PreparedTx; transactionId: string }
  | { ok: false; msg: string };

interface PayerDeps {
  chain: Pick<ChainClient, "getInfo" | "getBlockInfo">;
  abis: Pick<AbiCache, "get">;
  amm: string;
  payer: PayerConfig;
  /** The pools' tokens (assets and LP) by tokenKey: the only tokens a deposit or order may use. */
  tokens: () => Promise<ReadonlyMap<string, TokenWithDecimals>>;
}

export class ResourcePayer {
  constructor(private readonly deps: PayerDeps) {}

  /** Checks the user's actions and, when every one is allowed, builds and signs the paid transaction. */
  async prepare(user: string, payload: readonly ActionPayload[]): Promise<PrepareResult> {
    const context: PolicyContext = { user, amm: this.deps.amm, tokens: await this.deps.tokens() };
    for (const [index, action] of payload.entries()) {
      const refused = checkActionTarget(index, action, context);
      if (refused) return { ok: false, msg: refused };
    }
    const actions: Action[] = [];
    for (const [index, action] of payload.entries()) {
      const abi = await this.deps.abis.get(action.account);
      const encoded = encodeChecked(index, action, abi);
      if (typeof encoded === "string") return { ok: false, msg: encoded };
      const decoded: DecodedAction = { ...action, data: decodeActionData(encoded, abi) };
      const refused = checkUserAction(index, decoded, context);
      if (refused) return { ok: false, msg: refused };
      actions.push(encoded);
    }
    const { header, chainId } = await readTransactionHeader(this.deps.chain);
    const noop = Action.from({
      account: this.deps.payer.account,
      name: NOOP_ACTION,
      authorization: [{ actor: this.deps.payer.account, permission: this.deps.payer.permission }],
      data: "",
    });
    const built = buildTransaction(header, [noop, ...actions]);
    const signature = signTransaction(built.transaction, chainId, this.deps.payer.privateKey);
    return {
      ok: true,
      transactionId: built.id,
      prepared: {
        tx: Serializer.objectify(built.transaction) as Record<string, unknown>,
        signatures: [signature],
        serializedTransactionX: built.packedTrx,
      },
    };
  }
}

function encodeChecked(index: number, action: ActionPayload, abi: ABI): Action | string {
  const where = actionLabel(index, action);
  if (!abi.actions.some((a) => String(a.name) === action.name))
    return `${where} is not in the contract's ABI`;
  try {
    const encoded =
      typeof action.data === "string"
        ? Action.from({ ...action, data: action.data })
        : Action.from(action, abi);
    // Hex data must decode exactly (no trailing bytes): re-encoding the decoded value must give the same bytes.
    const roundTrip = Action.from({ ...action, data: decodeActionData(encoded, abi) }, abi);
    if (!roundTrip.data.equals(encoded.data))
      return `${where} has data that does not match the contract's ABI`;
    return encoded;
  } catch (error) {
    return `${where} has data the contract's ABI cannot encode: ${error instanceof Error ? error.message : String(error)}`;
  }
}
