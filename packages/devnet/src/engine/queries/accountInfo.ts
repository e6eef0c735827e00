import { nameToUint64 } from "@ux/core/names";
import {
  assetText,
  readSymbol,
  symbolCodeValue,
  type TokenSymbol,
} from "../../contracts/framework/chainAsset";
import { parseBlockTime } from "../execution/executionEnvironment";
import { allowancesOf, blockSlotOf, decayedUsage } from "../resources/resourceModel";
import type { AccountRecord, UsageAccumulator } from "../state/accountTypes";
import { type ChainReader, existingAccount } from "./chainReader";

const NEVER = "2000-01-01T00:00:00.000";

/** The engine's configured symbol ("4,UTX"), read with core's parser. */
function configuredSymbol(text: string): TokenSymbol {
  const symbol = readSymbol(text);
  if (symbol === undefined) throw new Error(`invalid configured token symbol '${text}'`);
  return symbol;
}

/** A row of a system table (scope = owner, key = owner), as the contract stored it. */
function systemRow(chain: ChainReader, table: string, owner: string): unknown {
  return chain.state.tables.getRow("eosio", owner, table, nameToUint64(owner))?.value ?? null;
}

/** The token balance row of `owner` for a symbol code, e.g. "100.0000 UTX", or undefined. */
function tokenBalance(chain: ChainReader, contract: string, owner: string, code: string): string | undefined {
  const row = chain.state.tables.getRow(contract, owner, "accounts", symbolCodeValue(code));
  return (row?.value as { balance?: string } | undefined)?.balance;
}

function resourceLimit(
  weight: bigint,
  allowance: number,
  usage: UsageAccumulator | undefined,
  slot: number,
  chain: ChainReader,
) {
  const used = usage ? decayedUsage(usage, slot, chain.config.resources) : 0;
  const unlimited = weight < 0n;
  const max = unlimited ? -1 : allowance;
  return {
    used,
    available: unlimited ? -1 : Math.max(0, allowance - used),
    max,
    last_usage_update_time:
      usage && usage.lastSlot > 0 ? new Date(usage.lastSlot * 500).toISOString().slice(0, 23) : NEVER,
    current_used: used,
  };
}

function permissionsJson(account: AccountRecord) {
  const linked = (permission: string) =>
    Object.entries(account.links)
      .filter(([, target]) => target === permission)
      .map(([key]) => {
        const [code, action] = key.split("::");
        return action ? { account: code, action } : { account: code };
      });
  return [...account.permissions]
    .sort((a, b) => (nameToUint64(a.name) < nameToUint64(b.name) ? -1 : 1))
    .map((permission) => ({
      perm_name: permission.name,
      parent: permission.parent,
      required_auth: {
        threshold: permission.auth.threshold,
        keys: permission.auth.keys,
        accounts: permission.auth.accounts,
        waits: permission.auth.waits,
      },
      linked_actions: linked(permission.name),
    }));
}

/** get_account in nodeos' shape, resources as of the head block; account_query_exception when it is missing. */
export function accountInfo(chain: ChainReader, name: string, head: { blockNum: number; time: string }) {
  const account = existingAccount(chain, name);
  const { coreToken, resources } = chain.config;
  const limits = chain.state.limits.get(account.name) ?? { ramBytes: 0, netWeight: 0n, cpuWeight: 0n };
  const usage = chain.state.usage.get(account.name);
  const slot = blockSlotOf(parseBlockTime(head.time));
  const coreSymbol = configuredSymbol(coreToken.symbol);
  const allowances = allowancesOf(limits, resources, coreSymbol.precision);
  const balance = tokenBalance(chain, coreToken.contract, account.name, coreSymbol.code);
  const userResources = systemRow(chain, "userres", account.name);
  return {
    account_name: account.name,
    head_block_num: head.blockNum,
    head_block_time: head.time,
    privileged: account.privileged,
    last_code_update: account.lastCodeUpdate,
    created: account.created,
    ...(balance === undefined ? {} : { core_liquid_balance: balance }),
    ram_quota: limits.ramBytes,
    net_weight: Number(limits.netWeight),
    cpu_weight: Number(limits.cpuWeight),
    net_limit: resourceLimit(limits.netWeight, allowances.netLimitBytes, usage?.net, slot, chain),
    cpu_limit: resourceLimit(limits.cpuWeight, allowances.cpuLimitUs, usage?.cpu, slot, chain),
    ram_usage: usage?.ramUsage ?? 0,
    permissions: permissionsJson(account),
    total_resources: userResources ?? {
      owner: account.name,
      net_weight: assetText(limits.netWeight > 0n ? limits.netWeight : 0n, coreSymbol),
      cpu_weight: assetText(limits.cpuWeight > 0n ? limits.cpuWeight : 0n, coreSymbol),
      ram_bytes: limits.ramBytes,
    },
    self_delegated_bandwidth:
      chain.state.tables.getRow("eosio", account.name, "delband", nameToUint64(account.name))?.value ?? null,
    refund_request: systemRow(chain, "refunds", account.name),
    voter_info: null,
    rex_info: null,
    subjective_cpu_bill_limit: {
      used: 0,
      available: 0,
      max: 0,
      last_usage_update_time: NEVER,
      current_used: 0,
    },
    eosio_any_linked_actions: [],
  };
}
