/**
 * The one door to WharfKit: every caller imports this module dynamically, so the wallet libraries form a
 * single lazily loaded part of the app. The prompt dialog that shows the plugins' requests belongs here
 * too; being a React component, it also keeps this chunk on the same shared React chunks as the rest of
 * the app, so the bundler does not split its runtime helpers into an extra file on every first visit.
 */

import type { ActionInput } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import type { ABI } from "@wharfkit/session";
import {
  decodePreparedTransaction,
  type PreparedTransactionFacts,
  preparedTransactionFacts,
  preparedTransactionProblem,
} from "../../../shared/chain/preparedTransaction";
import { permissionLevelOf, type WalletSession } from "../../../shared/wallet/walletSession";
import { signingSession } from "./antelopeSessions";

export { installDevnetHooks } from "../devnetHooks";
export { packActions } from "../gateway/packActions";
export { forgetSigningSession, loginWithAnchor, signingSession } from "./antelopeSessions";
export { signOwnershipProof } from "./ownershipProofSigning";
export { WalletPromptDialog } from "./WalletPromptDialog";
export { wharfkitSigner } from "./wharfkitSigner";

/** The wallet's signatures over a prepared transaction, with the facts confirming it needs. */
export interface SignedPreparedTransaction extends PreparedTransactionFacts {
  /** The wallet's signatures only (the preparer's come with the prepared transaction). */
  signatures: string[];
}

/**
 * Co-signs a transaction someone else prepared and signed first (the AMM service's resource payer): the
 * session's wallet signs exactly the given packed bytes, after checking that they hold the user's own
 * actions behind the payer's one action. Nothing is broadcast.
 */
export async function signPreparedTransaction(
  config: NetworkConfig,
  session: WalletSession,
  packedHex: string,
  expectedActions: readonly ActionInput[],
): Promise<SignedPreparedTransaction> {
  const signing = await signingSession(config, session);
  const transaction = decodePreparedTransaction(packedHex);
  const accounts = [...new Set(expectedActions.map((action) => action.account))];
  const abis = new Map<string, ABI>(
    await Promise.all(
      accounts.map(async (account) => [account, await signing.abiCache.getAbi(account)] as const),
    ),
  );
  const problem = preparedTransactionProblem(transaction, expectedActions, abis, permissionLevelOf(session));
  if (problem !== null) throw new Error(`The prepared transaction was not signed: ${problem}`);
  const signatures = await signing.signTransaction(transaction);
  return { ...preparedTransactionFacts(transaction), signatures: signatures.map(String) };
}
