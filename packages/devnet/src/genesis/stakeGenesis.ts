import type { YieldCurveConfig } from "@ux/core/stake";
import { parseRate } from "@ux/core/stake";
import { REWARD_POOL_MEMO, STAKE_ACTIONS, STAKE_OPERATOR_PERMISSION } from "@ux/core/stake/contract";
import type { ChainEngine } from "../engine/chainEngine";
import type { BlockContext } from "../engine/engineContract";
import { UNLIMITED_RESOURCES } from "../engine/state/accountTypes";
import { genesisAction, keyAndCodeAuthority, keyAuthority, permissionLinkedTo } from "./genesisActions";
import { uxServiceAccountKey } from "./uxServiceAccounts";

/*
 * QuickStake on the devnet's ux chain: the contract `stake.ux`, the operator `stake.op` (owner and active
 * under the development key; its `reward` permission, held by the stake service, linked to stake.ux::stake
 * alone), the published yield curve and a funded reward pool.
 */

export const STAKE_GENESIS_ACCOUNTS = { contract: "stake.ux", operator: "stake.op" } as const;

/** The devnet's published curve: 3% a year at a quarter, 5% at a year, 8% at five years; liquid 0.5% less. */
export const DEVNET_YIELD_CURVE: YieldCurveConfig = {
  points: [
    { days: 90, yield: "0.03" },
    { days: 365, yield: "0.05" },
    { days: 1825, yield: "0.08" },
  ],
  liquidSpread: "0.005",
};

/** UTX the operator holds at genesis, and how much of it funds the reward pool. */
const OPERATOR_UTX = 2_000_000n;
const REWARD_POOL_UTX = 1_000_000n;

const utx = (whole: bigint) => `${whole}.0000 UTX`;
const rateUnits = (text: string) => {
  const value = parseRate(text);
  if (value === null) throw new Error(`bad devnet rate ${text}`);
  return value.toString();
};

export function applyStakeGenesis(engine: ChainEngine, block: BlockContext, developmentKey: string): void {
  const { contract, operator } = STAKE_GENESIS_ACCOUNTS;
  const keyOnly = keyAuthority(developmentKey);
  engine.createAccount(
    {
      name: contract,
      owner: keyOnly,
      active: keyAndCodeAuthority(developmentKey, contract),
      limits: UNLIMITED_RESOURCES,
    },
    block.blockTime,
  );
  engine.deployContract(contract, "quickstake");
  engine.createAccount({ name: operator, owner: keyOnly, limits: UNLIMITED_RESOURCES }, block.blockTime);
  const rewardKey = uxServiceAccountKey(operator).toPublic().toLegacyString();
  engine.pushActions(
    [
      ...permissionLinkedTo(operator, STAKE_OPERATOR_PERMISSION, keyAuthority(rewardKey), [
        [contract, STAKE_ACTIONS.stake],
      ]),
      genesisAction(contract, STAKE_ACTIONS.setconfig, contract, {
        operator,
        token_contract: "eosio.token",
        zero: utx(0n),
        points: DEVNET_YIELD_CURVE.points.map((point) => ({
          days: point.days,
          yield: rateUnits(point.yield),
        })),
        liquid_spread: rateUnits(DEVNET_YIELD_CURVE.liquidSpread),
      }),
      genesisAction("eosio.token", "transfer", "eosio", {
        from: "eosio",
        to: operator,
        quantity: utx(OPERATOR_UTX),
        memo: "genesis",
      }),
      genesisAction("eosio.token", "transfer", operator, {
        from: operator,
        to: contract,
        quantity: utx(REWARD_POOL_UTX),
        memo: REWARD_POOL_MEMO,
      }),
    ],
    block,
  );
}
