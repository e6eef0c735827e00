import type { NetworkConfig } from "@ux/core/config";
import { formatExpiry } from "@ux/core/expiry";
import { type ManageCapabilities, manageCapabilities, splittableExpiries } from "@ux/core/stake";
import type { IssuableToken, ManageData } from "./manageReads";
import { utxTokenOf } from "./manageReads";

/*
 * What the manage view shows for an account (spec 1 §6), from core's capability rules: the section at all,
 * and which of Split, Combine and Issue it offers.
 */

/** An expiry to choose in a form: YYYYMM and its 'MAR26' text. */
export interface ExpiryOption {
  readonly expiry: number;
  readonly formatted: string;
}

export interface ManageView extends ManageCapabilities<IssuableToken> {
  /** Split's expiries: open now and with instrument symbols, nearest first. */
  readonly splitExpiries: readonly ExpiryOption[];
}

export function manageViewOf(config: NetworkConfig, account: string, data: ManageData): ManageView {
  const capabilities = manageCapabilities({
    account,
    nowMs: data.nowMs,
    // Without a QuickStake contract there is nothing to split UTX with.
    utx: config.chains.ux?.stake === undefined ? 0n : data.utx,
    holdings: data.holdings,
    tokens: data.tokens,
    contracts: { token: utxTokenOf(config).contract, exchange: config.chains.ux?.amm },
  });
  const open = capabilities.splittable ? splittableExpiries(data.nowMs) : [];
  return {
    ...capabilities,
    splitExpiries: open.map((expiry) => ({ expiry: expiry.code, formatted: formatExpiry(expiry) })),
  };
}
