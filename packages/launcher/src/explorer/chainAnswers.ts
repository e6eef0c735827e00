import { type Fields, fields, hexId, list, text, whole } from "./untrusted";

/**
 * The parts of the chain's answers the explorer shows, read field by field from untrusted JSON (nodeos'
 * get_info, get_account, get_block; Hyperion's get_transaction and get_actions).
 */

export interface ChainInfo {
  chainId: string;
  headBlockNum: number;
  headBlockTime?: string;
  lastIrreversibleBlockNum: number;
  serverVersion?: string;
}

export interface Authorization {
  actor: string;
  permission: string;
}

/** One action of a transaction (Hyperion's document: the action and every account it notified). */
export interface ActionView {
  trxId?: string;
  blockNum?: number;
  timestamp?: string;
  ordinal: number;
  /** 0 for an action of the transaction itself; else the ordinal of the action that sent it inline. */
  creatorOrdinal: number;
  account: string;
  name: string;
  authorization: Authorization[];
  data: unknown;
  notified: string[];
  cpuUsageUs?: number;
  netUsageWords?: number;
  console?: string;
  returnValue?: unknown;
}

export interface TransactionView {
  id: string;
  blockNum?: number;
  blockTime?: string;
  cpuUsageUs?: number;
  netUsageWords?: number;
  /** Every action, inline ones included, in execution order. */
  actions: ActionView[];
}

export interface Usage {
  used?: number;
  max?: number;
}

export interface PermissionView {
  name: string;
  parent: string;
  threshold?: number;
  keys: { key: string; weight?: number }[];
  accounts: { actor: string; permission: string; weight?: number }[];
}

export interface AccountView {
  name: string;
  created?: string;
  privileged: boolean;
  coreLiquidBalance?: string;
  ramQuota?: number;
  ramUsage?: number;
  cpu: Usage;
  net: Usage;
  cpuStaked?: string;
  netStaked?: string;
  permissions: PermissionView[];
}

export interface BlockTransactionView {
  id?: string;
  status?: string;
  cpuUsageUs?: number;
  netUsageWords?: number;
  actions: { account: string; name: string }[];
}

export interface BlockView {
  num: number;
  id?: string;
  timestamp?: string;
  producer?: string;
  transactions: BlockTransactionView[];
}

export function chainInfoOf(answer: unknown): ChainInfo {
  const info = fields(answer);
  return {
    chainId: text(info.chain_id) ?? "",
    headBlockNum: whole(info.head_block_num) ?? 0,
    headBlockTime: text(info.head_block_time),
    lastIrreversibleBlockNum: whole(info.last_irreversible_block_num) ?? 0,
    serverVersion: text(info.server_version_string) ?? text(info.server_version),
  };
}

function authorizationOf(value: unknown): Authorization[] {
  return list(value).flatMap((entry) => {
    const level = fields(entry);
    const actor = text(level.actor);
    const permission = text(level.permission);
    return actor === undefined || permission === undefined ? [] : [{ actor, permission }];
  });
}

function texts(value: unknown): string[] {
  return list(value).flatMap((entry) => (typeof entry === "string" ? [entry] : []));
}

/** The console output or return value an action document carries, when its indexer keeps them. */
function outputsOf(doc: Fields): Pick<ActionView, "console" | "returnValue"> {
  const consoleText = text(doc.console);
  const returned = doc.return_value_data ?? doc.return_value ?? text(doc.return_value_hex_data);
  return {
    ...(consoleText ? { console: consoleText } : {}),
    ...(returned !== undefined && returned !== null && returned !== "" ? { returnValue: returned } : {}),
  };
}

export function actionOf(value: unknown): ActionView {
  const doc = fields(value);
  const act = fields(doc.act);
  return {
    trxId: hexId(doc.trx_id),
    blockNum: whole(doc.block_num),
    timestamp: text(doc["@timestamp"]) ?? text(doc.timestamp),
    ordinal: whole(doc.action_ordinal) ?? 0,
    creatorOrdinal: whole(doc.creator_action_ordinal) ?? 0,
    account: text(act.account) ?? "",
    name: text(act.name) ?? "",
    authorization: authorizationOf(act.authorization),
    data: act.data,
    notified: texts(doc.notified),
    cpuUsageUs: whole(doc.cpu_usage_us),
    netUsageWords: whole(doc.net_usage_words),
    ...outputsOf(doc),
  };
}

/** A Hyperion get_transaction answer; null when the indexer has no executed action of that id. */
export function transactionOf(id: string, answer: unknown): TransactionView | null {
  const body = fields(answer);
  const actions = list(body.actions).map(actionOf);
  if (body.executed === false || actions.length === 0) return null;
  actions.sort((a, b) => a.ordinal - b.ordinal);
  const first = actions[0];
  return {
    id,
    blockNum: first?.blockNum,
    blockTime: first?.timestamp,
    cpuUsageUs: first?.cpuUsageUs,
    netUsageWords: first?.netUsageWords,
    actions,
  };
}

function usageOf(value: unknown): Usage {
  const usage = fields(value);
  return { used: whole(usage.used), max: whole(usage.max) };
}

function permissionOf(value: unknown): PermissionView {
  const permission = fields(value);
  const auth = fields(permission.required_auth);
  return {
    name: text(permission.perm_name) ?? "",
    parent: text(permission.parent) ?? "",
    threshold: whole(auth.threshold),
    keys: list(auth.keys).flatMap((entry) => {
      const key = text(fields(entry).key);
      return key === undefined ? [] : [{ key, weight: whole(fields(entry).weight) }];
    }),
    accounts: list(auth.accounts).flatMap((entry) => {
      const level = authorizationOf([fields(entry).permission])[0];
      return level === undefined ? [] : [{ ...level, weight: whole(fields(entry).weight) }];
    }),
  };
}

export function accountOf(answer: unknown): AccountView {
  const account = fields(answer);
  const resources = fields(account.total_resources);
  return {
    name: text(account.account_name) ?? "",
    created: text(account.created),
    privileged: account.privileged === true,
    coreLiquidBalance: text(account.core_liquid_balance),
    ramQuota: whole(account.ram_quota),
    ramUsage: whole(account.ram_usage),
    cpu: usageOf(account.cpu_limit),
    net: usageOf(account.net_limit),
    cpuStaked: text(resources.cpu_weight),
    netStaked: text(resources.net_weight),
    permissions: list(account.permissions).map(permissionOf),
  };
}

/** get_currency_balance's answer: asset texts such as "12.3400 UTX". */
export function balancesOf(answer: unknown): string[] {
  return texts(answer);
}

function blockTransactionOf(value: unknown): BlockTransactionView {
  const receipt = fields(value);
  const trx = receipt.trx;
  // A deferred transaction's receipt carries its id alone; an input transaction its whole body.
  const body = fields(trx);
  const actions = list(fields(body.transaction).actions).map((entry) => ({
    account: text(fields(entry).account) ?? "",
    name: text(fields(entry).name) ?? "",
  }));
  return {
    id: hexId(trx) ?? hexId(body.id),
    status: text(receipt.status),
    cpuUsageUs: whole(receipt.cpu_usage_us),
    netUsageWords: whole(receipt.net_usage_words),
    actions,
  };
}

export function blockOf(num: number, answer: unknown): BlockView {
  const block = fields(answer);
  return {
    num: whole(block.block_num) ?? num,
    id: hexId(block.id),
    timestamp: text(block.timestamp),
    producer: text(block.producer),
    transactions: list(block.transactions).map(blockTransactionOf),
  };
}

/** Hyperion get_actions: the page's actions and how many match in all. */
export function actionPageOf(answer: unknown): { total?: number; actions: ActionView[] } {
  const body = fields(answer);
  return { total: whole(fields(body.total).value), actions: list(body.actions).map(actionOf) };
}
