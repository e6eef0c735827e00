import { ETHERACCOUNT_CONTRACT } from "@ux/core/auth";
import type { ChainEngine } from "../engine/chainEngine";
import type { BlockContext } from "../engine/engineContract";
import { UNLIMITED_RESOURCES } from "../engine/state/accountTypes";
import type { DevnetChainName } from "./chainIds";
import { deterministicKey } from "./deterministicKey";
import { genesisAction, keyAuthority, permissionLinkedTo } from "./genesisActions";

/*
 * The swap fund (`swap.ux` on every chain) of the swap service: payments for new accounts and Resources swaps
 * arrive there, and on ux it creates the accounts and pays the receivers. Owner and active stay under the
 * development key; the service holds only narrow permissions, linked to what it exists to do:
 *   ux:        `swap`   -> eosio::newaccount, eosio::buyram, eosio::delegatebw, eosio.token::transfer
 *              and etheraccount's `swapfund` (satisfied by swap.ux@swap) -> etheraccount::create
 *   payers:    `refund` -> eosio.token::transfer (sending a failed payment back)
 * so a tricked service can create accounts, buy resources and transfer, but never change keys or deploy code.
 */

export const SWAP_FUND_ACCOUNT = "swap.ux";
export const SWAP_FUND_PERMISSION = "swap";
export const SWAP_REFUND_PERMISSION = "refund";
/** etheraccount's permission for the swap service's `create` (linking a new account to its payer's address). */
export const ETHERACCOUNT_SWAP_PERMISSION = "swapfund";

/** What the fund holds on ux at genesis, in whole tokens. */
export const SWAP_FUND_UX_BALANCES = { UTX: 5_000_000n, UTXRAM: 1_000_000n };

/** The key of the service's permission of the fund on `chain` (devnet only: deterministic). */
export function swapFundKey(chain: DevnetChainName) {
  return deterministicKey(`${chain}/${SWAP_FUND_ACCOUNT}`);
}

export function applySwapGenesis(
  engine: ChainEngine,
  chain: DevnetChainName,
  block: BlockContext,
  developmentKey: string,
): void {
  const fund = SWAP_FUND_ACCOUNT;
  engine.createAccount({ name: fund, owner: developmentKey, limits: UNLIMITED_RESOURCES }, block.blockTime);
  const serviceKey = swapFundKey(chain).toPublic().toLegacyString();
  if (chain !== "ux") {
    engine.pushActions(
      permissionLinkedTo(fund, SWAP_REFUND_PERMISSION, keyAuthority(serviceKey), [
        ["eosio.token", "transfer"],
      ]),
      block,
    );
    return;
  }
  engine.pushActions(
    [
      ...permissionLinkedTo(fund, SWAP_FUND_PERMISSION, keyAuthority(serviceKey), [
        ["eosio", "newaccount"],
        ["eosio", "buyram"],
        ["eosio", "delegatebw"],
        ["eosio.token", "transfer"],
      ]),
      ...permissionLinkedTo(
        ETHERACCOUNT_CONTRACT,
        ETHERACCOUNT_SWAP_PERMISSION,
        {
          threshold: 1,
          keys: [],
          accounts: [{ permission: { actor: fund, permission: SWAP_FUND_PERMISSION }, weight: 1 }],
          waits: [],
        },
        [[ETHERACCOUNT_CONTRACT, "create"]],
      ),
      ...Object.entries(SWAP_FUND_UX_BALANCES).map(([symbol, whole]) =>
        genesisAction("eosio.token", "transfer", "eosio", {
          from: "eosio",
          to: fund,
          quantity: `${whole}.0000 ${symbol}`,
          memo: "genesis",
        }),
      ),
    ],
    block,
  );
}
