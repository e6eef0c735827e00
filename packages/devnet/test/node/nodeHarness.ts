import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { producerKey, producerSchedule } from "../../src/genesis/producers";
import type { BlockSigner } from "../../src/node/blockAssembly";
import { canonicalK1Signer } from "../../src/node/canonicalK1Signer";
import { ChainNode, type ChainNodeOptions } from "../../src/node/chainNode";
import { chainFolder } from "../../src/node/persistence/dataFolder";
import { FakeEngine } from "./fakeEngine";

export const TEST_CHAIN_ID = "7578000000000000000000000000000000000000000000000000000000000001";
export const PRODUCERS = ["producer1", "producer2", "producer3", "producer4"];
/** 2026-11-22T00:00:00Z: a fixed wall clock, moved by hand. */
export const START_MS = Date.UTC(2026, 10, 22);

/** Producer keys of the ux chain by name, "eosio" included (signs block 1), with the devnet's signer. */
export const testSigner: BlockSigner = (producer, digest) =>
  canonicalK1Signer(producerKey("ux", producer).data.array)(digest);

export function tempDataRoot(): string {
  return mkdtempSync(join(tmpdir(), "devnet-node-"));
}

export interface TestNode {
  node: ChainNode;
  engine: FakeEngine;
  clock: { ms: number };
}

export async function openTestNode(
  options: Partial<ChainNodeOptions> & {
    dataRoot?: string;
    engine?: FakeEngine;
    clock?: { ms: number };
  } = {},
): Promise<TestNode> {
  const engine = options.engine ?? new FakeEngine();
  const clock = options.clock ?? { ms: START_MS };
  const node = await ChainNode.open({
    chainName: "ux",
    chainId: TEST_CHAIN_ID,
    engine,
    initialSchedule: producerSchedule("ux", 0, PRODUCERS),
    signer: testSigner,
    folder: options.dataRoot ? chainFolder(options.dataRoot, "ux") : null,
    now: () => clock.ms,
    autoProduce: false,
    ...options,
  });
  return { node, engine, clock };
}
