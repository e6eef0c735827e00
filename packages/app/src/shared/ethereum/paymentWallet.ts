import type { NetworkConfig } from "@ux/core/config";
import { wrongEthereumNetwork } from "@ux/core/forms";
import { type Eip1193Provider, injectedProvider, parseChainId } from "./eip1193";
import { METAMASK_NOT_FOUND, metamaskError } from "./metamaskMessages";
import { ensureWalletChain } from "./walletChain";

export type PaymentWallet = { ok: true; provider: Eip1193Provider } | { ok: false; error: string };

/**
 * The browser wallet brought to the Ethereum chain a payment is made on (it logged in there, so it knows the
 * chain), or the catalogue's text why not: 'Metamask not found', 'Metamask Error: ...', or the wrong-network
 * text naming the configured chain (spec 1 §5, §8).
 */
export async function paymentWallet(
  config: NetworkConfig,
  chain: string,
  provider: Eip1193Provider | null = injectedProvider(),
): Promise<PaymentWallet> {
  if (provider === null) return { ok: false, error: METAMASK_NOT_FOUND };
  const chainConfig = config.chains[chain];
  const wanted = chainConfig?.ethChainId ?? parseChainId(chainConfig?.chain_id);
  const result = await ensureWalletChain(provider, wanted);
  if (result.ok) return { ok: true, provider };
  return {
    ok: false,
    error:
      result.reason === "addFailed"
        ? metamaskError(result.message)
        : wrongEthereumNetwork(chainConfig?.label ?? chain),
  };
}
