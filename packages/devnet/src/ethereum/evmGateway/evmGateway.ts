import type { AddressInfo } from "node:net";
import { PrivateKey } from "@wharfkit/antelope";
import { getAddress } from "ethers";
import {
  DEFAULT_ETHERACCOUNT_CONTRACT,
  DEFAULT_GATEWAY_CONTRACT_ADDRESS,
  DEFAULT_TOKEN_CONTRACT,
  EVM_GATEWAY_CHAIN_ID,
} from "./gatewayConstants";
import { GatewayLedger } from "./gatewayLedger";
import { createGatewayMethods } from "./gatewayMethods";
import { createJsonRpcHttpServer } from "./jsonRpcHttpServer";
import { UxChainClient } from "./uxChainClient";

/** Default port of the gateway on the local network. */
export const DEFAULT_EVM_GATEWAY_PORT = 8571;

export interface EvmGatewayOptions {
  /** The UX chain's HTTP API, e.g. http://127.0.0.1:8888. */
  uxApi: string;
  /** The key of the gateway's UX account (`evm.gateway`), PVT_K1_... or legacy WIF. */
  signingKey: string | PrivateKey;
  /** Default 8571; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Account holding the MetaMask mapping table (default "etheraccount"). */
  etherAccountContract?: string;
  /** UTX token contract (default "eosio.token"). */
  tokenContract?: string;
  /** Gateway contract address wallets call (default 0x7578…0071). */
  contractAddress?: string;
  /**
   * Account that pays CPU/NET for transactions passing its rp (getRp() returns its name as uint64): the
   * gateway prepends `{payer}::noop` signed with its key, so the noop contract must be deployed on it and
   * its active permission must accept the gateway key. Default null: getRp() is 0, the mapped account pays.
   */
  resourcePayer?: string | null;
  /** JSON file keeping nonces and receipts across restarts; null (default) keeps them in memory. */
  stateFile?: string | null;
  /** Antelope transaction expiry in seconds (default 360, the product's). */
  expirySeconds?: number;
}

export interface EvmGateway {
  url: string;
  chainId: number;
  contractAddress: string;
  stop(): Promise<void>;
}

/** Starts the UX EVM gateway (chain id 71): Ethereum JSON-RPC in front of the UX chain's HTTP API. */
export async function startEvmGateway(options: EvmGatewayOptions): Promise<EvmGateway> {
  const contractAddress = getAddress(options.contractAddress ?? DEFAULT_GATEWAY_CONTRACT_ADDRESS);
  const methods = createGatewayMethods({
    chain: new UxChainClient({
      url: options.uxApi,
      etherAccountContract: options.etherAccountContract ?? DEFAULT_ETHERACCOUNT_CONTRACT,
      tokenContract: options.tokenContract ?? DEFAULT_TOKEN_CONTRACT,
    }),
    ledger: new GatewayLedger(options.stateFile ?? null),
    chainId: EVM_GATEWAY_CHAIN_ID,
    contractAddress,
    signingKey: PrivateKey.from(options.signingKey),
    resourcePayer: options.resourcePayer ?? null,
    ...(options.expirySeconds === undefined ? {} : { expirySeconds: options.expirySeconds }),
  });
  const server = createJsonRpcHttpServer(methods);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_EVM_GATEWAY_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    chainId: EVM_GATEWAY_CHAIN_ID,
    contractAddress,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
