import type { ProverState } from "@ux/core/antelope";
import {
  type ChainRow,
  chainRecordOf,
  chainRowOf,
  chainRowSchema,
  type LastProofRowJson,
  lastProofRowOf,
  lastProofRowSchema,
  PROVER_TABLES,
  provenRootOf,
  type ScheduleRowJson,
  scheduleRecordOf,
  scheduleRowOf,
  scheduleRowSchema,
} from "@ux/core/bridge/contract";
import type * as z from "zod/mini";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";

/*
 * Core's prover state (core/antelope/proverState) read from the contract's tables and written back as
 * the rows that changed: the checker stays one pure function of state and proof, the tables stay exactly
 * the public contract's. Only the scopes an action needs are read: every chain (there are a few) and the
 * schedules and roots of the chain a proof is about.
 */

export interface LoadedProver {
  state: ProverState;
  /** The chains table's `enabled` flags, which core's state does not model. */
  enabled: ReadonlyMap<string, boolean>;
}

function parsedRow<T extends z.ZodMiniType>(context: ActionContext, schema: T, row: unknown): z.output<T> {
  const parsed = schema.safeParse(row);
  context.check(parsed.success, "the prover's tables hold a malformed row");
  return parsed.data as z.output<T>;
}

/** Every chain, with no schedules or roots (what connecting a chain needs). */
export function loadChains(context: ActionContext): LoadedProver {
  const chains: Record<string, ProverState["chains"][string]> = {};
  const enabled = new Map<string, boolean>();
  for (const { value } of context.table(context.self, PROVER_TABLES.chains).range()) {
    const row = parsedRow(context, chainRowSchema, value);
    chains[row.name] = chainRecordOf(row);
    enabled.set(row.name, row.enabled);
  }
  return { state: { chains, schedules: {}, lastProofs: {} }, enabled };
}

/** Every chain, and the schedules and proven roots of the chain `chainId` names, if it is connected. */
export function loadForChainId(context: ActionContext, chainId: string): LoadedProver & { name?: string } {
  const loaded = loadChains(context);
  const name = Object.values(loaded.state.chains).find((chain) => chain.chainId === chainId)?.name;
  if (name === undefined) return loaded;
  const schedules = Object.fromEntries(
    context
      .table(name, PROVER_TABLES.schedules)
      .range()
      .map(({ value }) => {
        const record = scheduleRecordOf(parsedRow(context, scheduleRowSchema, value));
        return [record.version, record];
      }),
  );
  const roots = context
    .table(name, PROVER_TABLES.lastproofs)
    .range()
    .map(({ value }) => provenRootOf(parsedRow(context, lastProofRowSchema, value)));
  return {
    name,
    state: { ...loaded.state, schedules: { [name]: schedules }, lastProofs: { [name]: roots } },
    enabled: loaded.enabled,
  };
}

/** Emplaces new rows, modifies changed ones and erases removed ones, by primary key; the contract pays the RAM. */
function writeRows<Row>(
  context: ActionContext,
  scope: string,
  table: string,
  before: ReadonlyMap<bigint, Row>,
  after: ReadonlyMap<bigint, Row>,
): void {
  const handle = context.table<Row>(scope, table);
  for (const [key, row] of after) {
    const previous = before.get(key);
    if (previous === undefined) handle.emplace(context.self, row);
    else if (JSON.stringify(previous) !== JSON.stringify(row)) handle.modify("", row);
  }
  for (const key of before.keys()) if (!after.has(key)) handle.erase(key);
}

function scheduleRows(state: ProverState, chain: string): Map<bigint, ScheduleRowJson> {
  return new Map(
    Object.values(state.schedules[chain] ?? {}).map((record) => [
      BigInt(record.version),
      scheduleRowOf(record),
    ]),
  );
}

function rootRows(state: ProverState, chain: string): Map<bigint, LastProofRowJson> {
  return new Map((state.lastProofs[chain] ?? []).map((root) => [BigInt(root.id), lastProofRowOf(root)]));
}

function chainRows(state: ProverState, enabled: ReadonlyMap<string, boolean>): Map<bigint, ChainRow> {
  return new Map(
    Object.values(state.chains).map((chain) => [
      nameValue(chain.name),
      chainRowOf(chain, enabled.get(chain.name) ?? true),
    ]),
  );
}

/** Writes what changed from `before` (as loaded) to `after` (core's result); a new chain starts enabled. */
export function saveProver(context: ActionContext, before: LoadedProver, after: ProverState): void {
  writeRows(
    context,
    context.self,
    PROVER_TABLES.chains,
    chainRows(before.state, before.enabled),
    chainRows(after, before.enabled),
  );
  const scopes = new Set([...Object.keys(after.schedules), ...Object.keys(after.lastProofs)]);
  for (const chain of scopes) {
    writeRows(
      context,
      chain,
      PROVER_TABLES.schedules,
      scheduleRows(before.state, chain),
      scheduleRows(after, chain),
    );
    writeRows(
      context,
      chain,
      PROVER_TABLES.lastproofs,
      rootRows(before.state, chain),
      rootRows(after, chain),
    );
  }
}
