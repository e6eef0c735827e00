import { ownershipProofAction } from "@ux/core/auth";
import type { TransactionHeader } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { Serializer, Transaction } from "@wharfkit/session";
import type { AntelopeOwnershipProof } from "../../../shared/serviceSession/ownershipProofSigner";
import { permissionLevelOf, type WalletSession } from "../../../shared/wallet/walletSession";
import { signingSession } from "./antelopeSessions";

/**
 * The ownership proof a service asks for (verifyAuth): one transaction whose only action is core's
 * `auth.ux::prove {account, nonce}` under the session's permission, signed by the session's wallet and
 * never broadcast (the contract refuses it anyway). A devnet key signs silently; Anchor prompts once.
 */
export async function signOwnershipProof(
  config: NetworkConfig,
  session: WalletSession,
  header: TransactionHeader,
  nonce: string,
): Promise<AntelopeOwnershipProof> {
  const signing = await signingSession(config, session);
  const transaction = Transaction.from({
    ...header,
    max_net_usage_words: 0,
    max_cpu_usage_ms: 0,
    delay_sec: 0,
    context_free_actions: [],
    actions: [ownershipProofAction(permissionLevelOf(session), nonce)],
    transaction_extensions: [],
  });
  const signatures = await signing.signTransaction(transaction);
  return {
    serializedTransaction: Serializer.encode({ object: transaction }).hexString,
    signatures: signatures.map(String),
  };
}
