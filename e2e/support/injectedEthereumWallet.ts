import { buildInjectedWalletScript } from "../../packages/devnet/src/ethereum/injectedWalletScript";
import type { AppPage } from "./session";

/** A chain the simulated wallet knows from the start (as MetaMask's preinstalled or added networks). */
export interface WalletChainChoice {
  chainId: number;
  chainName: string;
  rpcUrl: string;
}

export interface InjectedWalletSetup {
  /** A devnet key (Hardhat's public development accounts). */
  privateKey: string;
  chains: WalletChainChoice[];
  initialChainId: number;
  /** A user who refuses every wallet prompt (switching or adding a chain, connecting, signing). */
  rejectRequests?: boolean;
}

/**
 * Installs the devnet's injected wallet as window.ethereum in every page of the context, before the app's
 * own scripts run (call it before the first goto).
 */
export async function injectEthereumWallet(app: AppPage, setup: InjectedWalletSetup): Promise<void> {
  const script = await buildInjectedWalletScript({
    privateKey: setup.privateKey,
    chains: setup.chains.map((chain) => ({
      chainId: chain.chainId,
      chainName: chain.chainName,
      rpcUrls: [chain.rpcUrl],
    })),
    initialChainId: setup.initialChainId,
    rejectRequests: setup.rejectRequests ?? false,
  });
  await app.context.addInitScript({ content: script });
}
