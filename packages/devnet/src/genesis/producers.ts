import type { ProducerAuthoritySchedule } from "@ux/core/antelope";
import type { PrivateKey } from "@wharfkit/antelope";
import type { DevnetChainName } from "./chainIds";
import { deterministicKey } from "./deterministicKey";

/** Every devnet chain starts with these four producers (one K1 key each, threshold 1). */
export const GENESIS_PRODUCERS: readonly string[] = ["producer1", "producer2", "producer3", "producer4"];

/** A producer's block signing key on a chain: derived from the chain and name, so restarts keep it. */
export function producerKey(chain: DevnetChainName, producer: string): PrivateKey {
  return deterministicKey(`${chain}/producer/${producer}`);
}

/** A producer authority schedule of one-key producers, in the given order. */
export function producerSchedule(
  chain: DevnetChainName,
  version: number,
  producers: readonly string[],
): ProducerAuthoritySchedule {
  return {
    version,
    producers: producers.map((producerName) => ({
      producerName,
      authority: {
        threshold: 1,
        keys: [{ key: producerKey(chain, producerName).toPublic().toLegacyString(), weight: 1 }],
      },
    })),
  };
}
