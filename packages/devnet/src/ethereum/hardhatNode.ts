import { getAddress } from "ethers";
import { defaultHardhatNetworkParams } from "hardhat/internal/core/config/default-config";
import { JsonRpcServer } from "hardhat/internal/hardhat-network/jsonrpc/server";
import { createHardhatNetworkProvider } from "hardhat/internal/hardhat-network/provider/provider";
import { type EthereumDevnetAccount, hardhatAccounts } from "./hardhatAccounts";
import { deployUsdt, type Eip1193Requester, USDT_DECIMALS, USDT_NAME, USDT_SYMBOL } from "./usdtDeployment";

export type { EthereumDevnetAccount } from "./hardhatAccounts";

/** Hardhat's own default chain id: what the local network's "eth" chain uses (Sepolia 11155111 in test mode). */
export const LOCAL_ETHEREUM_CHAIN_ID = 31337;
export const DEFAULT_ETHEREUM_PORT = 8545;
/** Every account (test and receiving) starts with 10,000 ETH, as Hardhat's defaults. */
export const DEVNET_ETH_BALANCE_WEI = 10_000n * 10n ** 18n;
/** Every test account starts with 1,000,000.000000 USDT (6 decimals). */
export const DEVNET_USDT_BALANCE_UNITS = 1_000_000n * 10n ** 6n;
/** A block every 2 s even without transactions, so "3 confirmations" arrive in a few seconds. */
export const DEFAULT_BLOCK_INTERVAL_MS = 2_000;

export interface EthereumDevnetOptions {
  /** Default 8545; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Default 31337 (local network); 11155111 stands in for Sepolia in test mode. */
  chainId?: number;
  /** Funded test accounts: the mnemonic's accounts 0..n-1 (default 10, at most 19). */
  testAccountCount?: number;
  /** Interval mining period; 0 mines only when a transaction arrives. Default 2000 ms. */
  blockIntervalMs?: number;
}

export interface EthereumDevnet {
  url: string;
  chainId: number;
  usdt: { address: string; decimals: number; symbol: string; name: string };
  /** The product's receiving address (Hardhat account #19: 10,000 ETH, no USDT at start). */
  receivingAddress: string;
  /** Its key, for the services that refund payers. */
  receivingAccount: EthereumDevnetAccount;
  /** Test accounts 0..n-1: 10,000 ETH and 1,000,000 USDT each; account 0 deployed USDT and may mint more. */
  accounts: EthereumDevnetAccount[];
  stop(): Promise<void>;
}

/**
 * Starts Hardhat 2's JSON-RPC node in this process, funds the devnet accounts (Hardhat's default mnemonic)
 * and deploys USDT. Persistence is a non-goal: Hardhat keeps its state in memory, so every start is a
 * fresh chain with the same accounts and the same USDT address (same deployer, same nonce).
 */
export async function startEthereumDevnet(options: EthereumDevnetOptions = {}): Promise<EthereumDevnet> {
  const chainId = options.chainId ?? LOCAL_ETHEREUM_CHAIN_ID;
  const { testAccounts, receivingAccount } = hardhatAccounts(options.testAccountCount ?? 10);
  const genesisAccounts = [...testAccounts, receivingAccount].map((account) => ({
    privateKey: account.privateKey,
    balance: DEVNET_ETH_BALANCE_WEI,
  }));
  const provider = await createHardhatNetworkProvider(
    {
      hardfork: defaultHardhatNetworkParams.hardfork,
      chainId,
      networkId: chainId,
      blockGasLimit: defaultHardhatNetworkParams.blockGasLimit,
      minGasPrice: 0n,
      automine: true,
      intervalMining: options.blockIntervalMs ?? DEFAULT_BLOCK_INTERVAL_MS,
      mempoolOrder: "priority",
      chains: defaultHardhatNetworkParams.chains,
      genesisAccounts,
      allowUnlimitedContractSize: false,
      throwOnTransactionFailures: true,
      throwOnCallFailures: true,
      allowBlocksWithSameTimestamp: false,
      enableTransientStorage: false,
      enableRip7212: false,
    },
    { enabled: false },
  );
  const requester = provider as Eip1193Requester;
  const deployer = testAccounts[0] as EthereumDevnetAccount;
  const usdtAddress = await deployUsdt(
    requester,
    deployer.address,
    testAccounts.map((account) => account.address),
    DEVNET_USDT_BALANCE_UNITS,
  );
  const server = new JsonRpcServer({
    hostname: options.host ?? "127.0.0.1",
    port: options.port ?? DEFAULT_ETHEREUM_PORT,
    provider,
  });
  const { address, port } = await server.listen();
  let stopped = false;
  return {
    url: `http://${address}:${port}`,
    chainId,
    usdt: { address: getAddress(usdtAddress), decimals: USDT_DECIMALS, symbol: USDT_SYMBOL, name: USDT_NAME },
    receivingAddress: receivingAccount.address,
    receivingAccount,
    accounts: testAccounts,
    async stop() {
      if (stopped) return;
      stopped = true;
      // The interval miner is a timer inside the provider: stop it, or it keeps the process alive.
      await requester.request({ method: "evm_setIntervalMining", params: [0] });
      await server.close();
    },
  };
}
