import { NEW_ACCOUNT_CPU_GRANT, NEW_ACCOUNT_NET_GRANT, NEW_ACCOUNT_RAM_GRANT } from "@ux/core/accounts";
import { formatAsset } from "@ux/core/money";
import type { JsonAction } from "../chain/actionData";
import type { Authority, NewAccountPlan, Payout } from "../db/swapJobStore";

/*
 * The actions the swap fund signs on UX, built only from a job's stored plan: the new account with the
 * spec's grants (CPU 100.0000 UTX, NET 25.0000 UTX, RAM 5.0000 UTXRAM), its link to the Ethereum payer's
 * address, and the receiver's payout. Every one is authorized by the fund's narrow permission (or
 * etheraccount's, which that permission satisfies), so the chain refuses anything else it might be asked.
 */

export interface FundLevel {
  account: string;
  permission: string;
}

export interface UxActionContext {
  fund: FundLevel;
  etheraccount: { contract: string; permission: string };
  /** eosio.token: UTX and UTXRAM. */
  tokenContract: string;
}

const level = (fund: FundLevel) => [{ actor: fund.account, permission: fund.permission }];

/** A key-only authority (threshold 1). */
export function keyAuthority(key: string): Authority {
  return { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] };
}

/**
 * The authority of an account an Ethereum payer controls: its key, if any, and the EVM gateway's active
 * permission (so pushEosTransaction can act for it), each enough alone. Keys and accounts sorted as the
 * chain requires.
 */
export function gatewayAuthority(key: string | null, gateway: string): Authority {
  return {
    threshold: 1,
    keys: key === null ? [] : [{ key, weight: 1 }],
    accounts: [{ permission: { actor: gateway, permission: "active" }, weight: 1 }],
    waits: [],
  };
}

/** newaccount by the fund, then the RAM and the staked CPU/NET the spec grants, then the address link. */
export function newAccountActions(context: UxActionContext, plan: NewAccountPlan): JsonAction[] {
  const { fund } = context;
  const actions: JsonAction[] = [
    {
      account: "eosio",
      name: "newaccount",
      authorization: level(fund),
      data: { creator: fund.account, name: plan.name, owner: plan.owner, active: plan.active },
    },
    {
      account: "eosio",
      name: "buyram",
      authorization: level(fund),
      data: { payer: fund.account, receiver: plan.name, quant: formatAsset(NEW_ACCOUNT_RAM_GRANT) },
    },
    {
      account: "eosio",
      name: "delegatebw",
      authorization: level(fund),
      data: {
        from: fund.account,
        receiver: plan.name,
        stake_net_quantity: formatAsset(NEW_ACCOUNT_NET_GRANT),
        stake_cpu_quantity: formatAsset(NEW_ACCOUNT_CPU_GRANT),
        transfer: true,
      },
    },
  ];
  if (plan.ethAddress !== null)
    actions.push({
      account: context.etheraccount.contract,
      name: "create",
      authorization: [{ actor: context.etheraccount.contract, permission: context.etheraccount.permission }],
      data: { eos_account: plan.name, eth_address: plan.ethAddress.toLowerCase() },
    });
  return actions;
}

/** The receiver's UTX or UTXRAM, from the fund. */
export function payoutAction(context: UxActionContext, payout: Payout, jobId: string): JsonAction {
  return {
    account: payout.contract,
    name: "transfer",
    authorization: level(context.fund),
    data: {
      from: context.fund.account,
      to: payout.account,
      quantity: payout.quantity,
      memo: `UX Resources ${jobId}`,
    },
  };
}

/** Everything a job does on UX, in one transaction: the account (if any) first, then the payout (if any). */
export function jobUxActions(
  context: UxActionContext,
  job: { id: string; newAccount: NewAccountPlan | null; payout: Payout | null },
): JsonAction[] {
  return [
    ...(job.newAccount ? newAccountActions(context, job.newAccount) : []),
    ...(job.payout ? [payoutAction(context, job.payout, job.id)] : []),
  ];
}
