import { parseYieldCurve } from "@ux/core/stake";
import {
  STAKE_DEPOSIT_MEMO,
  STAKE_OPERATOR_PERMISSION,
  stakePoolRowSchema,
  stakePositionRowSchema,
} from "@ux/core/stake/contract";
import { expect } from "vitest";
import type { JsonAction } from "../../../../src/engine/chainEngine";
import { DEVNET_YIELD_CURVE, STAKE_GENESIS_ACCOUNTS } from "../../../../src/genesis/stakeGenesis";
import { type AmmChain, stateOf, unitsOf } from "../../amm/support/ammChain";

/** QuickStake on the devnet's ux chain as genesis builds it: action builders, table reads, conservation. */

export const { contract: STAKE, operator: OPERATOR } = STAKE_GENESIS_ACCOUNTS;
export const UTX = { contract: "eosio.token", symbol: "UTX", decimals: 4 };
const parsedCurve = parseYieldCurve(DEVNET_YIELD_CURVE);
if (!parsedCurve.ok) throw new Error(parsedCurve.error);
export const CURVE = parsedCurve.curve;

export const utx = (units: bigint) => `${units / 10_000n}.${String(units % 10_000n).padStart(4, "0")} UTX`;

export const deposit = (owner: string, units: bigint): JsonAction => ({
  account: "eosio.token",
  name: "transfer",
  authorization: [{ actor: owner, permission: "active" }],
  data: { from: owner, to: STAKE, quantity: utx(units), memo: STAKE_DEPOSIT_MEMO },
});

export const stakeAction = (
  owner: string,
  units: bigint,
  expiry: number,
  locked: boolean,
  restake: boolean,
  cosigned = true,
): JsonAction => ({
  account: STAKE,
  name: "stake",
  authorization: [
    { actor: owner, permission: "active" },
    ...(cosigned ? [{ actor: OPERATOR, permission: STAKE_OPERATOR_PERMISSION }] : []),
  ],
  data: { owner, quantity: utx(units), expiry, locked, restake },
});

/**
 * One random operation of a conservation property: pushes `actions` and counts it in `applied` under `kind`
 * when accepted. A refused operation changes nothing; the property's invariants still hold after it.
 */
export function attemptCounted(
  chain: AmmChain,
  applied: Map<string, number>,
  kind: string,
  actions: JsonAction[],
): void {
  try {
    chain.push(actions);
    applied.set(kind, (applied.get(kind) ?? 0) + 1);
  } catch {
    // refused: nothing to count
  }
}

/** A stake.ux action authorized by `signer` (the owner unless another account tries). */
export const ownerAction = (
  owner: string,
  name: string,
  data: Record<string, unknown>,
  signer = owner,
): JsonAction => ({
  account: STAKE,
  name,
  authorization: [{ actor: signer, permission: "active" }],
  data: { owner, ...data },
});

export function rows(chain: AmmChain, scope: string, table: string): unknown[] {
  return chain.engine.getTableRows({ code: STAKE, scope, table, limit: 10_000, json: true }).rows;
}
export const pool = (chain: AmmChain) => stakePoolRowSchema.parse(rows(chain, STAKE, "pool")[0]);
export const positions = (chain: AmmChain, owner: string) =>
  rows(chain, owner, "positions").map((row) => stakePositionRowSchema.parse(row));
export const depositsOf = (chain: AmmChain, owner: string) =>
  rows(chain, owner, "deposits").map((row) => unitsOf((row as { balance: string }).balance));

/** An instrument's balance (get_currency_balance of stake.ux) and supply (get_currency_stats), in units. */
export const instrument = (chain: AmmChain, owner: string, symbol: string) =>
  chain.wallet(owner, { contract: STAKE, symbol, decimals: 4 });
export const instrumentSupply = (chain: AmmChain, symbol: string) =>
  chain.supply({ contract: STAKE, symbol, decimals: 4 });

/**
 * The contract's UTX equals the reward pool, the positions, the unspent deposits and the TC outstanding
 * (`capitals`: the TC symbols that may have supply).
 */
export function expectConserved(
  chain: AmmChain,
  owners: readonly string[],
  capitals: readonly string[] = [],
) {
  const p = pool(chain);
  const deposits = owners.flatMap((owner) => depositsOf(chain, owner)).reduce((a, b) => a + b, 0n);
  const positionTotal = owners
    .flatMap((owner) => positions(chain, owner))
    .reduce((sum, row) => sum + unitsOf(row.liquid) + unitsOf(row.locked), 0n);
  const capital = capitals.reduce((sum, symbol) => sum + instrumentSupply(chain, symbol), 0n);
  expect(unitsOf(p.staked)).toBe(positionTotal);
  expect(chain.wallet(STAKE, UTX)).toBe(unitsOf(p.rewards) + unitsOf(p.staked) + deposits + capital);
}

/** Pushes what the chain must refuse; checks nothing changed and returns the error message. */
export function pushRefused(chain: AmmChain, actions: JsonAction[]): string {
  const before = stateOf(chain);
  try {
    chain.push(actions);
  } catch (error) {
    expect(stateOf(chain)).toEqual(before);
    return (error as Error).message;
  }
  throw new Error("the chain accepted it");
}
