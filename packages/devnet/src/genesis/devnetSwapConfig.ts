import { ETHERACCOUNT_CONTRACT } from "@ux/core/auth";
import { createAddress } from "../ethereum/ethereumAddress";
import { hardhatAccounts } from "../ethereum/hardhatAccounts";
import { CHAIN_SPECS } from "./chainSpecs";
import {
  ETHERACCOUNT_SWAP_PERMISSION,
  SWAP_FUND_ACCOUNT,
  SWAP_FUND_PERMISSION,
  SWAP_REFUND_PERMISSION,
  swapFundKey,
} from "./swapGenesis";
import { UX_SERVICE_ACCOUNTS } from "./uxServiceAccounts";

/*
 * The swap service's config on the local network: the fund's narrow permissions and their deterministic
 * keys (swapGenesis.ts), the Ethereum devnet's receiving address with its key (for refunds) and USDT, and the
 * product figures the spec leaves to the service (account cost, USD rates, pairs and limits), chosen here.
 */

export const PAYER_CHAINS = ["eos", "wax", "telos"] as const;
export type PayerChain = (typeof PAYER_CHAINS)[number];

/** Hardhat deploys USDT as account 0's first transaction, so its address is known before the node starts. */
export function devnetUsdtAddress(): string {
  const deployer = hardhatAccounts(1).testAccounts[0];
  if (!deployer) throw new Error("no Hardhat deployer account");
  return createAddress(deployer.address, 0);
}

export interface DevnetSwapEndpoints {
  /** nodeos API of each payer chain that runs. */
  chainApis: Partial<Record<PayerChain, string>>;
  /** The Ethereum devnet's JSON-RPC and chain id, when it runs. */
  ethereum?: { rpc: string; chainId: number };
}

export function devnetSwapConfig(endpoints: DevnetSwapEndpoints) {
  const receiving = hardhatAccounts(1).receivingAccount;
  const payers = PAYER_CHAINS.flatMap((chain) => {
    const api = endpoints.chainApis[chain];
    if (api === undefined) return [];
    const token = CHAIN_SPECS[chain].coreToken;
    return [
      {
        chain,
        api,
        fund: {
          account: SWAP_FUND_ACCOUNT,
          permission: SWAP_REFUND_PERMISSION,
          privateKey: swapFundKey(chain).toWif(),
        },
        tokens: [{ symbol: token.symbol, contract: token.contract, decimals: token.precision }],
      },
    ];
  });
  const ethPairs = [
    { symbol: "ETH", toUtx: "25000", toRam: "2500", min: "0.001", max: "1", kyc: "10" },
    { symbol: "USDT", toUtx: "10", toRam: "1", min: "1", max: "2500", kyc: "25000" },
  ];
  return {
    fund: {
      account: SWAP_FUND_ACCOUNT,
      permission: SWAP_FUND_PERMISSION,
      privateKey: swapFundKey("ux").toWif(),
    },
    etheraccount: { contract: ETHERACCOUNT_CONTRACT, permission: ETHERACCOUNT_SWAP_PERMISSION },
    evmGateway: UX_SERVICE_ACCOUNTS.evmGateway,
    kycContract: "kyc.ux",
    accountCostUsd: "2.5",
    usdRates: { EOS: "0.8", WAX: "0.05", TLOS: "0.2", ETH: "2500" },
    antelopePayers: payers,
    ...(endpoints.ethereum === undefined
      ? {}
      : {
          ethereum: {
            chain: "eth",
            rpc: endpoints.ethereum.rpc,
            chainId: endpoints.ethereum.chainId,
            ourAddress: receiving.address,
            refundKey: receiving.privateKey,
            tokens: [
              { symbol: "ETH", decimals: 18, address: null },
              { symbol: "USDT", decimals: 6, address: devnetUsdtAddress() },
            ],
          },
        }),
    pairs: ethPairs.flatMap((pair) =>
      (
        [
          ["UTX", pair.toUtx],
          ["UTXRAM", pair.toRam],
        ] as const
      ).map(([receive, rate]) => ({
        send: { symbol: pair.symbol, chain: "eth" },
        receive: { symbol: receive, chain: "ux" as const },
        rate,
        minTx: pair.min,
        maxTx: pair.max,
        maxTxKYC: pair.kyc,
      })),
    ),
  };
}
