import { z } from "zod";
import { invalidParams } from "./providerRpcError";

/** A chain the wallet knows, as wallet_addEthereumChain describes it. */
export interface WalletChain {
  /** Canonical lowercase hex, e.g. "0x47". */
  chainId: string;
  chainName: string;
  rpcUrls: string[];
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  blockExplorerUrls?: string[];
}

/** What callers configure: a chain id as a number or hex. */
export interface WalletChainInput extends Omit<WalletChain, "chainId"> {
  chainId: number | string;
}

/** MetaMask's bound on chain ids (the largest safe one for its storage). */
const MAX_CHAIN_ID = 4503599627370476n;
const HEX_CHAIN_ID = /^0x[1-9a-fA-F][0-9a-fA-F]*$/;

/** A chain id as MetaMask reports it ("0x" + lowercase hex, unpadded), refusing anything else. */
export function canonicalChainId(chainId: number | string): string {
  const text = typeof chainId === "number" ? `0x${chainId.toString(16)}` : chainId;
  if (typeof text !== "string" || !HEX_CHAIN_ID.test(text) || BigInt(text) > MAX_CHAIN_ID) {
    throw invalidParams(
      `Expected 0x-prefixed, unpadded, non-zero hexadecimal string 'chainId'. Received:\n${String(chainId)}`,
    );
  }
  return text.toLowerCase();
}

const urlSchema = z.string().regex(/^https?:\/\/[^\s]+$/, "expected an http(s) URL");
export const addChainParamsSchema = z.tuple([
  z.looseObject({
    chainId: z.string(),
    chainName: z.string().min(1),
    rpcUrls: z.array(urlSchema).min(1),
    nativeCurrency: z
      .object({ name: z.string().min(1), symbol: z.string().min(2).max(6), decimals: z.literal(18) })
      .optional(),
    blockExplorerUrls: z.array(urlSchema).nullish(),
    iconUrls: z.array(z.string()).nullish(),
  }),
]);
export const switchChainParamsSchema = z.tuple([z.looseObject({ chainId: z.string() })]);

export function walletChain(input: WalletChainInput): WalletChain {
  return {
    chainId: canonicalChainId(input.chainId),
    chainName: input.chainName,
    rpcUrls: [...input.rpcUrls],
    ...(input.nativeCurrency === undefined ? {} : { nativeCurrency: input.nativeCurrency }),
    ...(input.blockExplorerUrls === undefined ? {} : { blockExplorerUrls: [...input.blockExplorerUrls] }),
  };
}
