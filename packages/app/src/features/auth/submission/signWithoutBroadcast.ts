import type { ActionInput, PermissionLevel, SignedTransaction } from "@ux/core/chainClient";
import {
  createChainClient,
  readTransactionHeader,
  TransactionError,
  TX_BLOCKS_BEHIND,
  TX_EXPIRE_SECONDS,
} from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { t } from "../../../shared/i18n/translate";
import { NOT_CONNECTED } from "../../../shared/wallet/notConnected";
import { permissionLevelOf, type WalletSession } from "../../../shared/wallet/walletSession";

/**
 * Signs actions with an EOSIO chain's connected wallet and hands them back unsent: for a payment a service
 * checks before it broadcasts (account creation). The header is the app's usual one, 3 blocks behind and
 * expiring in 360 s (spec 1 §7, §9); the browser wallet cannot sign here, it speaks only through the UX
 * EVM gateway. expireSeconds: the bridge's source transaction expires in 320 s (spec 2 §9).
 */
export async function signWithoutBroadcast(
  config: NetworkConfig,
  session: WalletSession,
  buildActions: (signer: PermissionLevel) => ActionInput[],
  expireSeconds: number = TX_EXPIRE_SECONDS,
): Promise<SignedTransaction> {
  const chain = config.chains[session.chain];
  if (chain === undefined || chain.type !== "eosio") throw new TransactionError(NOT_CONNECTED);
  if (session.walletPlugin === "metamask")
    throw new TransactionError(t("The browser wallet cannot sign a payment on an EOSIO chain"));
  const { header } = await readTransactionHeader(createChainClient(chain.api, { fetch }), {
    blocksBehind: TX_BLOCKS_BEHIND,
    expireSeconds,
  });
  const { signingSession, wharfkitSigner } = await import("../wharfkit/wharfkitRuntime");
  const signer = wharfkitSigner(await signingSession(config, session));
  return signer.sign(header, buildActions(permissionLevelOf(session)));
}
