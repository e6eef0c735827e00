import {
  createChainClient,
  decodePackedTransaction,
  referenceBlockFromTapos,
  TransactionError,
} from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { confirmTransaction } from "../../../shared/chain/confirmTransaction";
import { createPackedTransactionPusher } from "../../../shared/chain/pushPackedTransaction";
import { realSleep } from "../../../shared/chain/sleep";
import { t } from "../../../shared/i18n/translate";
import { NOT_CONNECTED } from "../../../shared/wallet/notConnected";
import { permissionLevelOf } from "../../../shared/wallet/walletSession";
import { sessionStore } from "../../../shared/wallet/walletState";
import { signWithoutBroadcast } from "../../auth";
import type { BridgeChainOps } from "./bridgeChainOps";

/** The chain's connected wallet and its node: signing unsent, then the shared push and confirmation. */
export function liveChainOps(config: NetworkConfig, chain: string): BridgeChainOps {
  const session = sessionStore.getState().sessions[chain];
  const chainConfig = config.chains[chain];
  if (session === undefined || chainConfig === undefined) throw new TransactionError(NOT_CONNECTED);
  const node = createChainClient(chainConfig.api, { fetch });
  const push = createPackedTransactionPusher(node);
  const pushOptions = { pushGuarantee: chainConfig.apiPushGuarantee };
  return {
    signer: permissionLevelOf(session),
    sign: (actions, expireSeconds) =>
      signWithoutBroadcast(config, session, () => [...actions], expireSeconds),
    async pushAndConfirm(signed, depth) {
      const transaction = decodePackedTransaction(signed.packedTrx);
      if (transaction === null)
        throw new TransactionError(t("The wallet returned a transaction that cannot be read"));
      const pushed = await push(signed, pushOptions);
      const near = pushed.blockNum ?? (await node.getInfo()).head_block_num;
      const confirmed = await confirmTransaction({
        api: node,
        transactionId: pushed.transactionId,
        blockNum: pushed.blockNum,
        referenceBlockNum: referenceBlockFromTapos(Number(transaction.ref_block_num), near),
        expiration: transaction.expiration.toString(),
        ...(depth === undefined ? {} : { depth }),
        resend: () => push(signed, pushOptions),
        sleep: realSleep,
      });
      return { transactionId: confirmed.transactionId, blockNum: confirmed.blockNum };
    },
  };
}
