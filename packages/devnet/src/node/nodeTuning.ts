import type { ChainNodeOptions } from "./chainNode";

/** How blocks are produced and kept, which startDevnet passes down to every chain's node (tests tune it). */
export type NodeTuning = Pick<
  ChainNodeOptions,
  "repetitions" | "irreversibleDistance" | "snapshotEveryBlocks"
>;

/** The tuning among `options`, leaving out what is not set so that the node's defaults apply. */
export function nodeTuningOf(options: NodeTuning): NodeTuning {
  const { repetitions, irreversibleDistance, snapshotEveryBlocks } = options;
  return Object.fromEntries(
    Object.entries({ repetitions, irreversibleDistance, snapshotEveryBlocks }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}
