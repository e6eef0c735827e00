import { parseSymbol } from "@ux/core/money/symbol";
import { symbolCodeValue } from "../../contracts/framework/chainAsset";
import { chainError } from "../chainErrors";
import type { EngineConfig } from "../engineConfig";
import type { AbiCodec } from "../execution/abiCodec";
import { timePointText } from "../execution/executionEnvironment";
import { nameValue } from "../nameValue";
import { allowancesOf, blockSlotOf, decayedUsage } from "../resources/resourceModel";
import type { UsageAccumulator } from "../state/accountTypes";
import type { ChainState } from "../state/chainState";

export interface ResourceLimitView {
  used: number;
  available: number;
  max: number;
  last_usage_update_time: string;
  current_used: number;
}

function limitView(
  usage: UsageAccumulator,
  allowance: number,
  nowMs: number,
  config: EngineConfig,
): ResourceLimitView {
  const used = decayedUsage(usage, blockSlotOf(nowMs), config.resources);
  if (!Number.isFinite(allowance)) {
    return {
      used: -1,
      available: -1,
      max: -1,
      last_usage_update_time: timePointText(usage.lastSlot * 500),
      current_used: -1,
    };
  }
  return {
    used,
    available: Math.max(0, allowance - used),
    max: allowance,
    last_usage_update_time: timePointText(usage.lastSlot * 500),
    current_used: used,
  };
}

function decodedRow(
  state: ChainState,
  codec: AbiCodec | undefined,
  code: string,
  scope: string,
  table: string,
  key: bigint,
): unknown {
  const row = state.tables.getRow(code, scope, table, key);
  const type = codec?.tableType(table);
  if (!row) return null;
  return codec && type ? codec.decode(type, row.packed) : row.value;
}

/** Whole-number weights print as JSON numbers below 2^53 (nodeos prints int64 so), else as text. */
function weight(value: bigint): number | string {
  return value >= -(2n ** 53n) && value <= 2n ** 53n ? Number(value) : value.toString();
}

/**
 * get_account's answer (nodeos shape) at the given head block. The node adds nothing: head block number
 * and time come in as arguments.
 */
export function accountInfo(
  state: ChainState,
  config: EngineConfig,
  codecOf: (account: string) => AbiCodec | undefined,
  name: string,
  head: { blockNum: number; blockTime: string },
): Record<string, unknown> {
  const account = state.accounts.get(name);
  if (!account) throw chainError("account_query_exception", `unknown key (eosio::chain::name): ${name}`);
  const limits = state.limits.get(name) ?? { ramBytes: 0, netWeight: 0n, cpuWeight: 0n };
  const usage = state.usage.get(name) ?? {
    net: { used: 0, lastSlot: 0 },
    cpu: { used: 0, lastSlot: 0 },
    ramUsage: 0,
  };
  const core = parseSymbol(config.coreToken.symbol);
  const precision = core.ok ? core.value.precision : 4;
  const allowances = allowancesOf(limits, config.resources, precision);
  const nowMs = Date.parse(`${head.blockTime}Z`);
  const info: Record<string, unknown> = {
    account_name: name,
    head_block_num: head.blockNum,
    head_block_time: head.blockTime,
    privileged: account.privileged,
    last_code_update: account.lastCodeUpdate,
    created: account.created,
  };
  if (core.ok) {
    const balance = state.tables.getRow(
      config.coreToken.contract,
      name,
      "accounts",
      symbolCodeValue(core.value.code),
    );
    if (balance) info.core_liquid_balance = (balance.value as { balance: string }).balance;
  }
  const system = codecOf("eosio");
  Object.assign(info, {
    ram_quota: limits.ramBytes,
    net_weight: weight(limits.netWeight),
    cpu_weight: weight(limits.cpuWeight),
    net_limit: limitView(usage.net, allowances.netLimitBytes, nowMs, config),
    cpu_limit: limitView(usage.cpu, allowances.cpuLimitUs, nowMs, config),
    ram_usage: usage.ramUsage,
    permissions: account.permissions.map((permission) => ({
      perm_name: permission.name,
      parent: permission.parent,
      required_auth: permission.auth,
      linked_actions: Object.entries(account.links)
        .filter(([, linked]) => linked === permission.name)
        .map(([key]) => {
          const [code, action] = key.split("::");
          return action ? { account: code, action } : { account: code };
        }),
    })),
    total_resources: decodedRow(state, system, "eosio", name, "userres", nameValue(name)),
    self_delegated_bandwidth: decodedRow(state, system, "eosio", name, "delband", nameValue(name)),
    refund_request: decodedRow(state, system, "eosio", name, "refunds", nameValue(name)),
    voter_info: null,
    rex_info: null,
    subjective_cpu_bill_limit: limitView(usage.cpu, allowances.cpuLimitUs, nowMs, config),
    eosio_any_linked_actions: [],
  });
  return info;
}
