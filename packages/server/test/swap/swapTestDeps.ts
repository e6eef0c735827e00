import { devnetSwapConfig } from "@ux/devnet/genesis/devnetSwapConfig";
import type { ServiceDb } from "../../src/db/database";
import { type SwapConfig, swapConfigSchema } from "../../src/swap/swapConfig";
import { SwapMarket } from "../../src/swap/swapMarket";
import type { UxReads } from "../../src/swap/uxReads";

/** The devnet's swap config (eos payer, Ethereum with ETH and USDT), parsed as the services parse it. */
export function devnetConfig(): SwapConfig {
  return swapConfigSchema.parse(
    devnetSwapConfig({
      chainApis: { eos: "http://127.0.0.1:1" },
      ethereum: { rpc: "http://127.0.0.1:2", chainId: 31337 },
    }),
  );
}

/** A stand-in for UX's answers: which accounts exist, which are KYC-verified, which addresses are linked. */
export function fakeReads(state: {
  existing?: string[];
  verified?: string[];
  links?: Record<string, string>;
  unreachable?: boolean;
}): UxReads {
  return {
    accountExists: async (name: string) =>
      state.unreachable ? null : (state.existing ?? ["alice", "bob"]).includes(name),
    isKycVerified: async (account: string) => (state.verified ?? []).includes(account),
    linkedAccount: async (address: string) =>
      state.unreachable ? undefined : (state.links?.[address.toLowerCase()] ?? null),
  } as unknown as UxReads;
}

export function requestDeps(db: ServiceDb, reads: UxReads, now = 1_000) {
  const config = devnetConfig();
  return {
    db,
    reads,
    evmGateway: config.evmGateway,
    now: () => now,
    market: new SwapMarket(config),
    ethereum: config.ethereum,
    requestTtlMs: config.requestTtlMs,
  };
}
