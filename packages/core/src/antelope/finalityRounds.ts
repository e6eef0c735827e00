import { nameToUint64 } from "../names/accountName";
import { check } from "./proverCheck";

/**
 * The bridge's two BFT rounds: the producers of the BFT blocks, each round `threshold` distinct
 * producers (2/3 of the schedule, rounded down: the block to prove counts for round one and the last
 * block of round one for round two). Round two may not start with round one's greatest name, the
 * contract's std::set rbegin() check against a producer confirming itself.
 */
export class FinalityRounds {
  private readonly first = new Set<string>();
  private readonly second = new Set<string>();

  constructor(private readonly threshold: number) {}

  /** Counts one producer; returns true once both rounds are complete. */
  add(producer: string): boolean {
    const duplicated = `producer duplicated in bft proofs: ${producer}`;
    if (this.first.size === this.threshold) {
      if (this.second.size === 0) check(this.greatestFirstRoundName() !== producer, duplicated);
      else check(!this.second.has(producer), duplicated);
      this.second.add(producer);
      return this.second.size === this.threshold;
    }
    check(!this.first.has(producer), duplicated);
    this.first.add(producer);
    return false;
  }

  isComplete(): boolean {
    return this.first.size === this.threshold && this.second.size === this.threshold;
  }

  /** The name with the greatest uint64 value, as std::set<name> orders them. */
  private greatestFirstRoundName(): string | undefined {
    let greatest: string | undefined;
    for (const name of this.first) {
      if (greatest === undefined || nameToUint64(name) > nameToUint64(greatest)) greatest = name;
    }
    return greatest;
  }
}
