import { type BlockOfTraces, type HistoryAction, historyActionsOf } from "./historyAction";

/** The filters of Hyperion v2 get_actions, already parsed. */
export interface ActionQuery {
  account?: string;
  /** "code:name" pairs, either side "*" for any. */
  filter?: { code: string; name: string }[];
  limit: number;
  skip: number;
  sort: "asc" | "desc";
  /** Inclusive bounds on the action's time (ms since the epoch) or block number. */
  after?: TimeOrBlock;
  before?: TimeOrBlock;
  /** Field filters: "transfer.to" (an action's data field), "act.name", "block_num", ... */
  fields: FieldFilter[];
}

export type TimeOrBlock = { kind: "time"; epochMs: number } | { kind: "block"; blockNum: number };

/** A field filter: any of `values` matches; a value starting with "!" must not match. */
export interface FieldFilter {
  path: string;
  values: string[];
}

export interface ActionPage {
  total: number;
  actions: HistoryAction[];
}

/** Top-level fields Hyperion filters on directly. */
const PRIMARY_FIELDS = new Set([
  "notified",
  "block_num",
  "global_sequence",
  "producer",
  "creator_action_ordinal",
  "action_ordinal",
  "cpu_usage_us",
  "net_usage_words",
  "trx_id",
]);

function fieldValues(action: HistoryAction, path: string): unknown[] {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return [];
  if (PRIMARY_FIELDS.has(head) && rest.length === 0) {
    const value = (action as unknown as Record<string, unknown>)[head];
    return Array.isArray(value) ? value : [value];
  }
  if (head === "act") {
    if (rest[0] === "authorization" && rest[1] !== undefined) {
      const key = rest[1] as "actor" | "permission";
      return action.act.authorization.map((level) => level[key]);
    }
    if (rest[0] === "data") return [dig(action.act.data, rest.slice(1))];
    return [dig(action.act, rest)];
  }
  // "transfer.to": the data field of actions with that name (Hyperion's @transfer.to).
  if (rest.length === 0 || action.act.name !== head) return [];
  return [dig(action.act.data, rest)];
}

function dig(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function matchesField(action: HistoryAction, filter: FieldFilter): boolean {
  const actual = fieldValues(action, filter.path).map((value) =>
    value === undefined || value === null ? undefined : String(value),
  );
  const wanted = filter.values.filter((value) => !value.startsWith("!"));
  const refused = filter.values.filter((value) => value.startsWith("!")).map((value) => value.slice(1));
  if (refused.some((value) => actual.includes(value))) return false;
  return wanted.length === 0 || wanted.some((value) => actual.includes(value));
}

function isAtOrAfter(action: HistoryAction, bound: TimeOrBlock): boolean {
  return bound.kind === "block"
    ? action.block_num >= bound.blockNum
    : Date.parse(`${action["@timestamp"]}Z`) >= bound.epochMs;
}

function isAtOrBefore(action: HistoryAction, bound: TimeOrBlock): boolean {
  return bound.kind === "block"
    ? action.block_num <= bound.blockNum
    : Date.parse(`${action["@timestamp"]}Z`) <= bound.epochMs;
}

/**
 * The in-memory action index behind the Hyperion v2 endpoints, rebuilt from the block log at start. It
 * keeps every action in global-sequence order with per-account and per-transaction positions.
 */
export class ActionHistory {
  private readonly actions: HistoryAction[] = [];
  private readonly byAccount = new Map<string, number[]>();
  private readonly byTransaction = new Map<string, number[]>();

  get size(): number {
    return this.actions.length;
  }

  addBlock(block: BlockOfTraces): void {
    for (const trace of block.traces) {
      for (const action of historyActionsOf(block, trace)) this.add(action);
    }
  }

  /** Every action of a transaction, in execution order (empty if unknown). */
  transaction(id: string): HistoryAction[] {
    return (this.byTransaction.get(id.toLowerCase()) ?? []).map(
      (index) => this.actions[index] as HistoryAction,
    );
  }

  query(query: ActionQuery): ActionPage {
    const candidates =
      query.account === undefined ? undefined : (this.byAccount.get(query.account) ?? ([] as number[]));
    const count = candidates?.length ?? this.actions.length;
    const at = (position: number) =>
      this.actions[candidates === undefined ? position : (candidates[position] as number)] as HistoryAction;
    const matching: HistoryAction[] = [];
    let total = 0;
    for (let step = 0; step < count; step++) {
      const action = at(query.sort === "asc" ? step : count - 1 - step);
      if (!this.matches(action, query)) continue;
      if (total >= query.skip && matching.length < query.limit) matching.push(action);
      total++;
    }
    return { total, actions: matching };
  }

  private matches(action: HistoryAction, query: ActionQuery): boolean {
    if (query.filter && query.filter.length > 0) {
      const any = query.filter.some(
        ({ code, name }) =>
          (code === "*" || code === action.act.account) && (name === "*" || name === action.act.name),
      );
      if (!any) return false;
    }
    if (query.after && !isAtOrAfter(action, query.after)) return false;
    if (query.before && !isAtOrBefore(action, query.before)) return false;
    return query.fields.every((filter) => matchesField(action, filter));
  }

  private add(action: HistoryAction): void {
    const index = this.actions.push(action) - 1;
    const accounts = new Set([...action.notified, ...action.act.authorization.map((level) => level.actor)]);
    for (const account of accounts) {
      let list = this.byAccount.get(account);
      if (!list) {
        list = [];
        this.byAccount.set(account, list);
      }
      list.push(index);
    }
    let trx = this.byTransaction.get(action.trx_id);
    if (!trx) {
      trx = [];
      this.byTransaction.set(action.trx_id, trx);
    }
    trx.push(index);
  }
}
