import { Wallet } from "ethers";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type EvmGateway, startEvmGateway } from "../../../src/ethereum/evmGateway/evmGateway";
import { type EthereumDevnet, startEthereumDevnet } from "../../../src/ethereum/hardhatNode";
import {
  createInjectedProvider,
  type InjectedProvider,
  type InjectedWalletOptions,
} from "../../../src/ethereum/injectedWallet/injectedProvider";

// The injected wallet on a Hardhat devnet, shared by the injectedWallet*.test.ts files. The variables are set
// by useInjectedWalletOnHardhat's hooks: the devnet and options once per file, the wallet before each test.

export let devnet: EthereumDevnet;
/** A second chain (0x47) for add/switch: the gateway answers eth_chainId without a UX node behind it. */
export let uxGateway: EvmGateway;
export let options: InjectedWalletOptions;
export let wallet: InjectedProvider;
export let owner: Wallet;

export const HARDHAT = "0x7a69";
export const uxChain = () => ({
  chainId: "0x47",
  chainName: "UX Network",
  rpcUrls: [uxGateway.url],
  nativeCurrency: { name: "UTX", symbol: "UTX", decimals: 18 },
});

interface RpcFailure {
  code: number;
  message: string;
  data?: unknown;
}

export async function failure(promise: Promise<unknown>): Promise<RpcFailure> {
  try {
    await promise;
  } catch (error) {
    return error as RpcFailure;
  }
  throw new Error("expected the request to fail");
}

export function recorder(provider: InjectedProvider) {
  const events: [string, unknown][] = [];
  provider.on("chainChanged", (chainId) => events.push(["chainChanged", chainId]));
  provider.on("accountsChanged", (accounts) => events.push(["accountsChanged", accounts]));
  return events;
}

/** Starts the Hardhat devnet (4 accounts, the wallet's is #3) and the 0x47 gateway; a new wallet per test. */
export function useInjectedWalletOnHardhat(): void {
  beforeAll(async () => {
    devnet = await startEthereumDevnet({ port: 0, testAccountCount: 4, blockIntervalMs: 0 });
    uxGateway = await startEvmGateway({
      uxApi: "http://127.0.0.1:9",
      signingKey: "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3",
      port: 0,
    });
    owner = new Wallet(devnet.accounts[3]?.privateKey as string);
    options = {
      privateKey: owner.privateKey,
      chains: [{ chainId: 31337, chainName: "Hardhat", rpcUrls: [devnet.url] }],
      initialChainId: 31337,
    };
  });

  afterAll(async () => {
    await uxGateway?.stop();
    await devnet?.stop();
  });

  beforeEach(() => {
    wallet = createInjectedProvider(options);
  });
}
