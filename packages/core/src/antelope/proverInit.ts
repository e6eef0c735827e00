import { taggedScheduleDigest } from "./producerSchedule";
import { chainInitSchema, withParsed } from "./proofSchemas";
import type { ChainInit } from "./proofTypes";
import { check, orRejected } from "./proverCheck";
import {
  expiryFrom,
  type ProverClock,
  type ProverState,
  SCHEDULE_CACHING_SECONDS,
  SCHEDULE_OPEN_ENDED,
  withChain,
  withSchedule,
} from "./proverState";

export type InitChainResult = { ok: true; state: ProverState } | { ok: false; error: string };

/** inita/initb on already parsed arguments: registers a chain and its first schedule. */
export function initParsedChain(
  state: ProverState,
  init: ChainInit,
  clock: ProverClock = {},
): InitChainResult {
  return orRejected((): InitChainResult => {
    check(state.chains[init.chainName] === undefined, "chain name already present");
    check(
      Object.values(state.chains).every((chain) => chain.chainId !== init.chainId),
      "chain id already present",
    );
    const withNewChain = withChain(state, {
      name: init.chainName,
      chainId: init.chainId,
      returnValueActivated: init.returnValueActivated,
    });
    const next = withSchedule(withNewChain, init.chainName, {
      version: init.initialSchedule.schedule.version,
      schedule: init.initialSchedule,
      hash: taggedScheduleDigest(init.initialSchedule),
      firstBlock: 0,
      lastBlock: SCHEDULE_OPEN_ENDED,
      expiry: expiryFrom(clock, SCHEDULE_CACHING_SECONDS),
    });
    return { ok: true, state: next };
  });
}

/**
 * inita/initb from JSON: { chain_name, chain_id, return_value_activated, initial_schedule }, the
 * schedule either a producer authority schedule (initb) or a legacy one (inita).
 */
export function initChain(state: ProverState, input: unknown, clock: ProverClock = {}): InitChainResult {
  return withParsed(chainInitSchema, input, (value) => initParsedChain(state, value, clock));
}
