import type { EngineConfig } from "../engineConfig";
import type { BlockContext } from "../engineContract";
import type { ChainState } from "../state/chainState";
import type { AbiCodec } from "./abiCodec";
import type { ContractDefinition } from "./contractInterface";

/** Everything an executing transaction needs from the engine. */
export interface ExecutionEnvironment {
  readonly state: ChainState;
  readonly config: EngineConfig;
  readonly contracts: ReadonlyMap<string, ContractDefinition>;
  readonly block: BlockContext;
  readonly blockTimeMs: number;
  /** Id of the transaction being applied (read_transaction() in a WASM contract). */
  readonly transactionId: string;
  /** Genesis/bootstrap: actions run without authorization checks. */
  readonly skipAuthorization: boolean;
  codecOf(account: string): AbiCodec | undefined;
}

let lastParsed = { text: "", ms: 0 };

/** nodeos block time text ("2026-11-22T01:56:00.500", UTC without zone) to epoch ms. */
export function parseBlockTime(text: string): number {
  // Every transaction of a block parses the same time: remember the last one.
  if (text === lastParsed.text) return lastParsed.ms;
  const ms = Date.parse(text.endsWith("Z") ? text : `${text}Z`);
  if (Number.isNaN(ms)) throw new RangeError(`invalid block time '${text}'`);
  lastParsed = { text, ms };
  return ms;
}

/** fc::time_point text: always three decimals of milliseconds. */
export function timePointText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23);
}

/** fc::time_point_sec text: whole seconds. */
export function timePointSecText(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}
