import type { ActionContext } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";
import {
  type Asset,
  assetText,
  readAsset,
  readSymbol,
  sameSymbol,
  type TokenSymbol,
} from "../framework/chainAsset";

/** userres (scope and key: owner): the account's total stake and bought RAM. */
export interface UserResourcesRow {
  owner: string;
  net_weight: string;
  cpu_weight: string;
  ram_bytes: number | string;
}

/** delband (scope: from, key: to): what `from` staked for `to`. */
export interface DelegatedBandwidthRow {
  from: string;
  to: string;
  net_weight: string;
  cpu_weight: string;
}

/** refunds (scope and key: owner): unstaked tokens waiting for the refund delay. */
export interface RefundRow {
  owner: string;
  request_time: string;
  net_amount: string;
  cpu_amount: string;
}

/** eosio.system's refund_delay_sec: 3 days. */
export const REFUND_DELAY_SEC = 3 * 24 * 3600;
const RAM_ACCOUNT = "eosio.ram";
const STAKE_ACCOUNT = "eosio.stake";

function coreSymbol(context: ActionContext): TokenSymbol {
  return readSymbol(context.config.coreToken.symbol) as TokenSymbol;
}

function userResources(context: ActionContext, owner: string): UserResourcesRow {
  const row = context.table<UserResourcesRow>(owner, "userres").find(nameValue(owner));
  const zero = assetText(0n, coreSymbol(context));
  return row ?? { owner, net_weight: zero, cpu_weight: zero, ram_bytes: 0 };
}

function saveUserResources(context: ActionContext, row: UserResourcesRow, payer: string): void {
  const table = context.table<UserResourcesRow>(row.owner, "userres");
  if (table.find(nameValue(row.owner))) table.modify("", row);
  else table.emplace(payer, row);
}

function amountOf(text: string): bigint {
  return (readAsset(text) as Asset).amount;
}

/** Sends `quantity` of a token from one account to another through the token contract (inline). */
function inlineTransfer(
  context: ActionContext,
  contract: string,
  from: string,
  to: string,
  quantity: string,
  memo: string,
): void {
  context.sendInline({
    account: contract,
    name: "transfer",
    authorization: [{ actor: from, permission: "active" }],
    data: { from, to, quantity, memo },
  });
}

function grantRam(
  context: ActionContext,
  payer: string,
  receiver: string,
  quant: Asset,
  bytes: bigint,
): void {
  inlineTransfer(
    context,
    context.config.ramToken.contract,
    payer,
    RAM_ACCOUNT,
    assetText(quant.amount, quant.symbol),
    "buy ram",
  );
  const resources = userResources(context, receiver);
  saveUserResources(
    context,
    { ...resources, ram_bytes: Number(BigInt(resources.ram_bytes) + bytes) },
    receiver,
  );
  const limits = context.system.getResourceLimits(receiver);
  if (limits.ramBytes >= 0)
    context.system.setResourceLimits(receiver, { ...limits, ramBytes: limits.ramBytes + Number(bytes) });
}

export function buyram(
  context: ActionContext,
  data: { payer: string; receiver: string; quant: string },
): void {
  context.requireAuth(data.payer);
  const ramSymbol = readSymbol(context.config.ramToken.symbol) as TokenSymbol;
  const quant = readAsset(data.quant);
  const tokenName = ramSymbol.code === coreSymbol(context).code ? "core token" : ramSymbol.code;
  context.check(quant !== undefined && sameSymbol(quant.symbol, ramSymbol), `must buy ram with ${tokenName}`);
  context.check(quant.amount > 0n, "must purchase a positive amount of ram");
  context.check(context.isAccount(data.receiver), "receiver account does not exist");
  const unit = 10n ** BigInt(ramSymbol.precision);
  if (context.config.ramWholeTokensOnly) {
    context.check(
      quant.amount % unit === 0n,
      `can only buy in exact increments of ${assetText(unit, ramSymbol)}`,
    );
  }
  const bytes = (quant.amount * BigInt(context.config.ramBytesPerToken)) / unit;
  context.check(bytes > 0n, "must purchase a positive amount of ram");
  grantRam(context, data.payer, data.receiver, quant, bytes);
}

/** Buys at least `bytes`: the price rounds up (to whole tokens where only whole tokens are sold). */
export function buyrambytes(
  context: ActionContext,
  data: { payer: string; receiver: string; bytes: number },
): void {
  const ramSymbol = readSymbol(context.config.ramToken.symbol) as TokenSymbol;
  const unit = 10n ** BigInt(ramSymbol.precision);
  const perToken = BigInt(context.config.ramBytesPerToken);
  const wanted = BigInt(data.bytes);
  let amount = (wanted * unit + perToken - 1n) / perToken;
  if (context.config.ramWholeTokensOnly) amount = ((amount + unit - 1n) / unit) * unit;
  buyram(context, { payer: data.payer, receiver: data.receiver, quant: assetText(amount, ramSymbol) });
}

function checkCoreAsset(context: ActionContext, text: string): Asset {
  const asset = readAsset(text);
  context.check(
    asset !== undefined && sameSymbol(asset.symbol, coreSymbol(context)),
    "comparison of assets with different symbols is not allowed",
  );
  return asset;
}

/** Moves stake between accounts' delegations and resource weights (eosio.system's changebw). */
function changeBandwidth(
  context: ActionContext,
  from: string,
  receiver: string,
  net: bigint,
  cpu: bigint,
  transfer: boolean,
): void {
  context.requireAuth(from);
  context.check(net !== 0n || cpu !== 0n, "should stake non-zero amount");
  context.check(
    !((net > 0n && cpu < 0n) || (net < 0n && cpu > 0n)),
    "net and cpu deltas cannot be opposite signs",
  );
  context.check(context.isAccount(receiver), "receiver account does not exist");
  const core = coreSymbol(context);
  const owner = transfer ? receiver : from;
  const delband = context.table<DelegatedBandwidthRow>(owner, "delband");
  const existing = delband.find(nameValue(receiver));
  const zero = assetText(0n, core);
  const row = existing ?? { from: owner, to: receiver, net_weight: zero, cpu_weight: zero };
  const netWeight = amountOf(row.net_weight) + net;
  const cpuWeight = amountOf(row.cpu_weight) + cpu;
  context.check(netWeight >= 0n, "insufficient staked net bandwidth");
  context.check(cpuWeight >= 0n, "insufficient staked cpu bandwidth");
  const next = { ...row, net_weight: assetText(netWeight, core), cpu_weight: assetText(cpuWeight, core) };
  if (netWeight === 0n && cpuWeight === 0n) {
    if (existing) delband.erase(nameValue(receiver));
  } else if (existing) delband.modify("", next);
  else delband.emplace(from, next);

  const totals = userResources(context, receiver);
  const totalNet = amountOf(totals.net_weight) + net;
  const totalCpu = amountOf(totals.cpu_weight) + cpu;
  context.check(totalNet >= 0n, "insufficient staked total net bandwidth");
  context.check(totalCpu >= 0n, "insufficient staked total cpu bandwidth");
  saveUserResources(
    context,
    { ...totals, net_weight: assetText(totalNet, core), cpu_weight: assetText(totalCpu, core) },
    from,
  );
  const limits = context.system.getResourceLimits(receiver);
  context.system.setResourceLimits(receiver, {
    ramBytes: limits.ramBytes,
    netWeight: limits.netWeight < 0n ? limits.netWeight : limits.netWeight + net,
    cpuWeight: limits.cpuWeight < 0n ? limits.cpuWeight : limits.cpuWeight + cpu,
  });
}

/** The NET and CPU quantities of a (un)delegation: core token, neither negative, not both zero. */
function bandwidthAmounts(
  context: ActionContext,
  netText: string,
  cpuText: string,
  verb: "stake" | "unstake",
) {
  const net = checkCoreAsset(context, netText);
  const cpu = checkCoreAsset(context, cpuText);
  const message = `must ${verb} a positive amount`;
  context.check(cpu.amount >= 0n, message);
  context.check(net.amount >= 0n, message);
  context.check(net.amount + cpu.amount > 0n, message);
  return { net, cpu };
}

export function delegatebw(
  context: ActionContext,
  data: {
    from: string;
    receiver: string;
    stake_net_quantity: string;
    stake_cpu_quantity: string;
    transfer: boolean;
  },
): void {
  const { net, cpu } = bandwidthAmounts(context, data.stake_net_quantity, data.stake_cpu_quantity, "stake");
  context.check(
    !data.transfer || data.from !== data.receiver,
    "cannot use transfer flag if delegating to self",
  );
  changeBandwidth(context, data.from, data.receiver, net.amount, cpu.amount, data.transfer);
  const token = context.config.coreToken;
  inlineTransfer(
    context,
    token.contract,
    data.from,
    STAKE_ACCOUNT,
    assetText(net.amount + cpu.amount, net.symbol),
    "stake bandwidth",
  );
}

export function undelegatebw(
  context: ActionContext,
  data: { from: string; receiver: string; unstake_net_quantity: string; unstake_cpu_quantity: string },
): void {
  const { net, cpu } = bandwidthAmounts(
    context,
    data.unstake_net_quantity,
    data.unstake_cpu_quantity,
    "unstake",
  );
  changeBandwidth(context, data.from, data.receiver, -net.amount, -cpu.amount, false);
  const refunds = context.table<RefundRow>(data.from, "refunds");
  const existing = refunds.find(nameValue(data.from));
  const requestTime = context.blockTime.slice(0, 19);
  if (existing) {
    refunds.modify("", {
      ...existing,
      request_time: requestTime,
      net_amount: assetText(amountOf(existing.net_amount) + net.amount, net.symbol),
      cpu_amount: assetText(amountOf(existing.cpu_amount) + cpu.amount, cpu.symbol),
    });
  } else {
    refunds.emplace(data.from, {
      owner: data.from,
      request_time: requestTime,
      net_amount: data.unstake_net_quantity,
      cpu_amount: data.unstake_cpu_quantity,
    });
  }
}

export function refund(context: ActionContext, data: { owner: string }): void {
  context.requireAuth(data.owner);
  const refunds = context.table<RefundRow>(data.owner, "refunds");
  const request = refunds.find(nameValue(data.owner));
  context.check(request !== undefined, "refund request not found");
  const requestedMs = Date.parse(`${request.request_time}Z`);
  context.check(requestedMs + REFUND_DELAY_SEC * 1000 <= context.blockTimeMs, "refund is not available yet");
  const total = amountOf(request.net_amount) + amountOf(request.cpu_amount);
  refunds.erase(nameValue(data.owner));
  const token = context.config.coreToken;
  inlineTransfer(
    context,
    token.contract,
    STAKE_ACCOUNT,
    data.owner,
    assetText(total, coreSymbol(context)),
    "unstake",
  );
}
