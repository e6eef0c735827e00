import type { NetworkConfig } from "@ux/core/config";
import { NATIVE_EVM_CHAIN_ID } from "@ux/core/config";
import { type Eip1193Provider, parseChainId } from "../../shared/ethereum/eip1193";
import {
  METAMASK_CONNECTED,
  METAMASK_NOT_FOUND,
  metamaskError,
  NO_UX_ACCOUNT_FOR_ADDRESS,
  noUxAccountNoticeSegments,
  SWITCH_TO_UX_NETWORK,
  UNABLE_TO_GET_ACCOUNT,
  wrongEthereumNetwork,
} from "../../shared/ethereum/metamaskMessages";
import { uxEvmChainParameters } from "../../shared/ethereum/uxEvmChain";
import { type AddChainParameters, ensureWalletChain } from "../../shared/ethereum/walletChain";
import { CREATE_ACCOUNT_PATH } from "../../shared/navigation";
import type { NoticeSegment } from "../../shared/notifications/notificationPolicy";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";

/** Where the browser wallet logs in: the native network through chain id 71, or Ethereum itself. */
export type MetamaskTarget = { kind: "native" } | { kind: "ethereum"; chain: string };

export interface MetamaskLoginDeps {
  provider: Eip1193Provider | null;
  config: NetworkConfig;
  /** The UX account linked to an address (etheraccount table), or null. */
  lookupAccount(address: string): Promise<string | null>;
  /** Set after a MetaMask logout on the native network. */
  requestPermissionsFirst: boolean;
}

/**
 * A notice to show: persistent ones stay until replaced (spec 1 §8); segments are the HTML notice's
 * template (text and an app link), shown instead of the plain message.
 */
export interface LoginNotice {
  variant: "error" | "success";
  message: string;
  persistent?: boolean;
  segments?: NoticeSegment[];
}

export type MetamaskLoginResult =
  | { ok: true; session: WalletSession; notice: LoginNotice }
  | { ok: false; notice: LoginNotice };

const fail = (message: string, extra: Partial<LoginNotice> = {}): MetamaskLoginResult => ({
  ok: false,
  notice: { variant: "error", message, ...extra },
});

function ethereumChainId(config: NetworkConfig, chain: string): number {
  const chainConfig = config.chains[chain];
  return chainConfig?.ethChainId ?? parseChainId(chainConfig?.chain_id);
}

function ethereumAddParameters(config: NetworkConfig, chain: string): AddChainParameters | undefined {
  const chainConfig = config.chains[chain];
  // Wallets know the public Ethereum chains; only the devnet's node has to be added.
  if (chainConfig === undefined || config.network !== "local") return undefined;
  return {
    chainId: `0x${ethereumChainId(config, chain).toString(16)}`,
    chainName: chainConfig.label,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: [chainConfig.api],
  };
}

async function firstAccount(provider: Eip1193Provider): Promise<string | null> {
  try {
    const accounts = await provider.request({ method: "eth_requestAccounts" });
    const first = Array.isArray(accounts) ? accounts[0] : undefined;
    return typeof first === "string" && /^0x[0-9a-fA-F]{40}$/.test(first) ? first.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The Ethereum browser wallet login (spec 1 §5, §7, §8): the right chain (chain id 71 for the native
 * network, added when missing), the permissions prompt again after a logout, the current account, and on
 * the native network the UX account linked to it. Every outcome carries the catalogue's notice.
 */
export async function metamaskLogin(
  target: MetamaskTarget,
  deps: MetamaskLoginDeps,
): Promise<MetamaskLoginResult> {
  const { provider, config } = deps;
  if (provider === null) return fail(METAMASK_NOT_FOUND);

  if (target.kind === "native") {
    const chain = await ensureWalletChain(provider, NATIVE_EVM_CHAIN_ID, uxEvmChainParameters(config));
    if (!chain.ok) {
      if (chain.reason === "addFailed") return fail(metamaskError(chain.message));
      return fail(
        config.network === "mainnet"
          ? wrongEthereumNetwork(config.chains[NATIVE_CHAIN]?.label ?? config.productName)
          : SWITCH_TO_UX_NETWORK,
      );
    }
  } else {
    const wanted = ethereumChainId(config, target.chain);
    const chain = await ensureWalletChain(provider, wanted, ethereumAddParameters(config, target.chain));
    if (!chain.ok) {
      if (chain.reason === "addFailed") return fail(metamaskError(chain.message));
      return fail(wrongEthereumNetwork(config.chains[target.chain]?.label ?? target.chain));
    }
  }

  if (deps.requestPermissionsFirst) {
    try {
      await provider.request({ method: "wallet_requestPermissions", params: [{ eth_accounts: {} }] });
    } catch {
      return fail(UNABLE_TO_GET_ACCOUNT, { persistent: true });
    }
  }
  const address = await firstAccount(provider);
  if (address === null) return fail(UNABLE_TO_GET_ACCOUNT, { persistent: true });

  const success: LoginNotice = { variant: "success", message: METAMASK_CONNECTED };
  if (target.kind === "ethereum") {
    return {
      ok: true,
      session: {
        chain: target.chain,
        actor: address,
        permission: "active",
        walletPlugin: "metamask",
        ethAddress: address,
      },
      notice: success,
    };
  }
  let account: string | null;
  try {
    account = await deps.lookupAccount(address);
  } catch (error) {
    return fail(metamaskError(error instanceof Error ? error.message : String(error)));
  }
  if (account === null)
    return fail(NO_UX_ACCOUNT_FOR_ADDRESS, {
      persistent: true,
      segments: noUxAccountNoticeSegments(CREATE_ACCOUNT_PATH),
    });
  return {
    ok: true,
    // Transactions of the browser wallet on the native network are signed with the active permission.
    session: {
      chain: NATIVE_CHAIN,
      actor: account,
      permission: "active",
      walletPlugin: "metamask",
      ethAddress: address,
    },
    notice: success,
  };
}
