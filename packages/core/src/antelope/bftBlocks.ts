import { nameToUint64 } from "../names/accountName";

/**
 * The BFT blocks of a heavy proof of `target`: the first block of each producer's turn after it,
 * `threshold` distinct producers other than the target's for round one, then `threshold` distinct ones
 * for round two, not starting with round one's greatest name (the bridge's two-round rule, see
 * FinalityRounds). `producerOf(num)` is undefined past the last known block; the answer is undefined
 * when the known blocks do not complete both rounds yet.
 */
export function bftBlockNums(
  producerOf: (blockNum: number) => string | undefined,
  target: number,
  threshold: number,
): number[] | undefined {
  const first = new Set<string>();
  const second = new Set<string>();
  const chosen: number[] = [];
  const targetProducer = producerOf(target);
  const greatest = () => [...first].sort((a, b) => (nameToUint64(a) < nameToUint64(b) ? 1 : -1))[0];
  for (let num = target + 1; second.size < threshold; num++) {
    const producer = producerOf(num);
    if (producer === undefined) return undefined;
    if (producer === producerOf(num - 1)) continue;
    if (first.size < threshold) {
      if (producer === targetProducer || first.has(producer)) continue;
      first.add(producer);
    } else {
      if (second.has(producer) || (second.size === 0 && producer === greatest())) continue;
      second.add(producer);
    }
    chosen.push(num);
  }
  return chosen;
}
