import {
  type ChainClient,
  createChainClient,
  referenceBlockNumber,
  transactionHeader,
} from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { type Eip1193Provider, injectedProvider } from "../../shared/ethereum/eip1193";
import { METAMASK_NOT_FOUND } from "../../shared/ethereum/metamaskMessages";
import { t } from "../../shared/i18n/translate";
import type { OwnershipProofSigner } from "../../shared/serviceSession/ownershipProofSigner";
import type { WalletSession } from "../../shared/wallet/walletSession";

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** UTF-8 text as 0x hex: how personal_sign takes a message in every wallet (MetaMask shows it as text). */
export function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export interface WalletProofSignerDeps {
  /** The session's chain node (a proof carries a real TaPoS header). */
  node?: Pick<ChainClient, "getInfo" | "getBlockInfo">;
  /** The injected browser wallet, looked up when a signature is needed. */
  provider?: () => Eip1193Provider | null;
}

/**
 * The proofs a service session asks of the logged-in wallet. Antelope: a fresh header (3 blocks behind,
 * 360 s ahead, as every transaction of the app) and WharfKit's signature, loaded through the wharfkitRuntime
 * door on first use. The Ethereum browser wallet: personal_sign.
 */
export function walletProofSigner(
  config: NetworkConfig,
  session: WalletSession,
  deps: WalletProofSignerDeps = {},
): OwnershipProofSigner {
  return {
    async signAntelopeProof(nonce) {
      const api = config.chains[session.chain]?.api;
      if (api === undefined) throw new Error(`${session.chain} is not configured`);
      const node = deps.node ?? createChainClient(api, { fetch });
      const info = await node.getInfo();
      const reference = await node.getBlockInfo(referenceBlockNumber(info.head_block_num));
      const header = transactionHeader(info.head_block_time, reference);
      const { signOwnershipProof } = await import("./wharfkit/wharfkitRuntime");
      return signOwnershipProof(config, session, header, nonce);
    },
    async signEthereumMessage(address, message) {
      const provider = (deps.provider ?? injectedProvider)();
      if (provider === null) throw new Error(METAMASK_NOT_FOUND);
      const signature = await provider.request({
        method: "personal_sign",
        params: [utf8Hex(message), address],
      });
      if (typeof signature !== "string" || !SIGNATURE.test(signature))
        throw new Error(t("The browser wallet returned no signature"));
      return signature;
    },
  };
}
