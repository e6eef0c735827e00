import { PrivateKey } from "@wharfkit/antelope";
import { afterAll, beforeAll } from "vitest";
import type { DevnetChainName } from "../../../src/genesis/chainIds";
import { type Devnet, genesisTestAccounts, startDevnet } from "../../../src/index";
import { ChainClient } from "../chainClient";

// The whole devnet through HTTP, as WharfKit and the app see it: one ux and one eos chain in memory, started
// once per devnetApi*.test.ts file by useDevnetOverHttp. The variables are set by its beforeAll.

export let devnet: Devnet;
export let ux: ChainClient;
export let eos: ChainClient;

export const keyOf = (account: string) =>
  PrivateKey.from(
    genesisTestAccounts(["ux"]).find((entry) => entry.account === account)?.privateKey as string,
  );
export const alice = () => keyOf("alice");
export const bob = () => keyOf("bob");

export async function waitForHead(client: ChainClient, blockNum: number): Promise<void> {
  for (;;) {
    const info = await client.api.v1.chain.get_info();
    if (info.head_block_num.toNumber() >= blockNum) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const utxOf = (list: string[]) => list.find((balance) => balance.endsWith(" UTX"));

/** Adds `units` (fixed point, 4 decimals) to an "x.xxxx SYM" balance. */
export function shift(balance: string | undefined, units: bigint): string {
  const [amount, symbol] = (balance ?? "0.0000 UTX").split(" ");
  const value = BigInt((amount as string).replace(".", "")) + units;
  const digits = value.toString().padStart(5, "0");
  return `${digits.slice(0, -4)}.${digits.slice(-4)} ${symbol}`;
}

/** `names` in memory on free ports, producing no block but those a test asks its nodes for (produceUntil). */
export const startHandProducedDevnet = (names: readonly DevnetChainName[]): Promise<Devnet> =>
  startDevnet({
    chains: names,
    ports: Object.fromEntries(names.map((name) => [name, 0])),
    dataDir: null,
    autoProduce: false,
    repetitions: 1,
  });

export function useDevnetOverHttp(): void {
  beforeAll(async () => {
    devnet = await startDevnet({
      chains: ["ux", "eos"],
      ports: { ux: 0, eos: 0 },
      dataDir: null,
      repetitions: 1,
    });
    ux = new ChainClient(devnet.chains.ux?.url as string);
    eos = new ChainClient(devnet.chains.eos?.url as string);
  });

  afterAll(async () => {
    await devnet?.stop();
  });
}
