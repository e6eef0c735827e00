import {
  actionDigestWithReturnValue,
  actionMrootOf,
  inExecutionOrder,
  type ReceiptedAction,
} from "@ux/core/antelope";
import { ABI, Serializer } from "@wharfkit/antelope";
import type { HistoryAction, ProofNode } from "./proofNode";

/**
 * A block's action receipts rebuilt from its history: Hyperion keeps actions as JSON, so their data is
 * packed again with the contract's ABI and the act_digest recomputed (ACTION_RETURN_VALUE form). The
 * result is checked against the header's action_mroot, so a wrong ABI or a missing action is an error,
 * never a proof the prover would refuse.
 */
export class BlockReceipts {
  private readonly abis = new Map<string, Promise<ABI>>();

  constructor(
    private readonly node: ProofNode,
    private readonly getAbi: (account: string) => Promise<ABI.Def | null>,
    /** Hyperion indexes a block a moment after the node has it: asks this often before giving up. */
    private readonly attempts = 5,
    private readonly retryMs = 400,
  ) {}

  /** The block's receipts in execution order; history that lags the block is asked again a few times. */
  async of(blockNum: number, actionMroot: string): Promise<(ReceiptedAction & { trxId: string })[]> {
    for (let attempt = 1; ; attempt++) {
      const ordered = await this.fromHistory(blockNum);
      if (actionMrootOf(ordered) === actionMroot.toLowerCase()) return ordered;
      if (attempt >= this.attempts) {
        throw new Error(`the history of block ${blockNum} does not match its action_mroot`);
      }
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  private async fromHistory(blockNum: number): Promise<(ReceiptedAction & { trxId: string })[]> {
    const actions = await this.node.blockActions(blockNum);
    const receipted: (ReceiptedAction & { trxId: string })[] = [];
    for (const history of actions.filter((action) => action.block_num === blockNum)) {
      const action = await this.packed(history, history.receipts[0]?.abi_sequence ?? 0);
      const returnValue = history.return_value ?? "";
      const actDigest = actionDigestWithReturnValue(action, returnValue);
      for (const receipt of history.receipts) {
        receipted.push({
          trxId: history.trx_id,
          action,
          returnValue,
          receipt: {
            receiver: receipt.receiver,
            actDigest,
            globalSequence: BigInt(receipt.global_sequence),
            recvSequence: BigInt(receipt.recv_sequence),
            authSequence: receipt.auth_sequence.map((entry) => ({
              account: entry.account,
              sequence: BigInt(entry.sequence),
            })),
            codeSequence: receipt.code_sequence,
            abiSequence: receipt.abi_sequence,
          },
        });
      }
    }
    return inExecutionOrder(receipted) as (ReceiptedAction & { trxId: string })[];
  }

  private async packed(history: HistoryAction, abiSequence: number) {
    const { account, name, authorization, data } = history.act;
    // Keyed by abi_sequence: a contract's ABI may change, and each receipt says which one it ran under.
    const key = `${account}:${abiSequence}`;
    let abi = this.abis.get(key);
    if (!abi) {
      abi = this.getAbi(account).then((def) => {
        if (!def) throw new Error(`account ${account} has no ABI to pack its action data with`);
        return ABI.from(def);
      });
      abi.catch(() => this.abis.delete(key));
      this.abis.set(key, abi);
    }
    const resolved = await abi;
    const type = resolved.actions.find((action) => String(action.name) === name)?.type;
    if (!type) throw new Error(`the ABI of ${account} has no action ${name}`);
    const hex = Serializer.encode({ object: data, abi: resolved, type: String(type) }).hexString;
    return { account, name, authorization, data: hex };
  }
}
