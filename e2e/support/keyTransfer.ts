import { Session } from "@wharfkit/session";
import { WalletPluginPrivateKey } from "@wharfkit/wallet-plugin-privatekey";

/** An account whose key /config.json lists on the local network (testAccounts or adminAccounts). */
export interface ListedKey {
  readonly account: string;
  readonly permission: string;
  readonly privateKey: string;
}

/** An eosio.token transfer signed with a listed key, as a journey's set-up (not through the app). */
export async function transferWithKey(
  chain: { readonly chain_id: string; readonly api: string },
  signer: ListedKey,
  transfer: { readonly to: string; readonly quantity: string; readonly memo: string },
): Promise<void> {
  const session = new Session({
    chain: { id: chain.chain_id, url: chain.api },
    actor: signer.account,
    permission: signer.permission,
    walletPlugin: new WalletPluginPrivateKey(signer.privateKey),
  });
  await session.transact({
    action: {
      account: "eosio.token",
      name: "transfer",
      authorization: [session.permissionLevel],
      data: { from: signer.account, ...transfer },
    },
  });
}
