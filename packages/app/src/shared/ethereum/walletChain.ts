import {
  type Eip1193Provider,
  hexChainId,
  parseChainId,
  providerErrorCode,
  providerErrorMessage,
  UNRECOGNIZED_CHAIN,
} from "./eip1193";

export interface AddChainParameters {
  chainId: string;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

export type WalletChainResult =
  | { ok: true }
  /** wallet_addEthereumChain failed: 'Metamask Error: {message}'. */
  | { ok: false; reason: "addFailed"; message: string }
  /** The wallet is still on another chain (the user declined, or the chain cannot be added). */
  | { ok: false; reason: "wrongChain"; current: number };

export async function walletChainId(provider: Eip1193Provider): Promise<number> {
  return parseChainId(await provider.request({ method: "eth_chainId" }));
}

/**
 * Brings the wallet to `chainId`: switch to it, add it first when the wallet does not know it (4902), then
 * check where the wallet really is, since a wallet may answer before the user has switched.
 */
export async function ensureWalletChain(
  provider: Eip1193Provider,
  chainId: number,
  addParameters?: AddChainParameters,
): Promise<WalletChainResult> {
  if ((await walletChainId(provider)) === chainId) return { ok: true };
  try {
    await provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: hexChainId(chainId) }],
    });
  } catch (error) {
    if (providerErrorCode(error) === UNRECOGNIZED_CHAIN && addParameters !== undefined) {
      try {
        await provider.request({ method: "wallet_addEthereumChain", params: [addParameters] });
      } catch (addError) {
        return { ok: false, reason: "addFailed", message: providerErrorMessage(addError) };
      }
    }
  }
  const current = await walletChainId(provider);
  return current === chainId ? { ok: true } : { ok: false, reason: "wrongChain", current };
}
