import type { OrderOutput } from "@ux/core/amm";
import { type Pool, sameToken } from "@ux/core/amm";
import type { RequestedOutput, TokenWithDecimals } from "@ux/core/amm/contract";
import { placeorderData } from "@ux/core/amm/contract";
import { orderTransactionActions, placeorderAction } from "../../shared/amm/ammOrderActions";
import { poolRef } from "../../shared/amm/ammOrderPools";
import type { AmmOrderLeg, AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import { plainToken } from "../../shared/amm/ammTokens";

/** Add liquidity = proportion 10000 to the LP token (spec 2 §7). */
const WHOLE = 10_000;

export function lpTokenOf(pool: Pool): TokenWithDecimals {
  return plainToken(pool.lp);
}

function assetTokenOf(
  pool: Pool,
  token: { contract: string; symbol: string },
): TokenWithDecimals | undefined {
  const asset = pool.assets.find((a) => sameToken(a, token));
  return asset && plainToken(asset);
}

function amountOf(legs: readonly { token: TokenWithDecimals; amount: bigint }[], token: TokenWithDecimals) {
  return legs.find((leg) => sameToken(leg.token, token))?.amount ?? 0n;
}

/** A liquidity transaction: its deposits, then one placeorder per order, all in `pool`. */
interface LiquidityPlan {
  type: "Add Liquidity" | "Remove Liquidity";
  amm: string;
  pool: Pool;
  deposits: readonly AmmOrderLeg[];
  /** Asked when the actions are built, as the wallet's balances are then. */
  tokensToOpen: () => readonly TokenWithDecimals[];
  /** minOutputs: the least each output may pay, one per output in output order (what the form shows). */
  orders: readonly {
    input: TokenWithDecimals;
    amount: bigint;
    outputs: readonly RequestedOutput[];
    minOutputs: readonly bigint[];
  }[];
  receive: readonly AmmOrderLeg[];
}

function liquidityRequest(plan: LiquidityPlan): AmmOrderRequest {
  const { amm, pool } = plan;
  return {
    type: plan.type,
    pools: [poolRef(pool)],
    ufxHop: false,
    buildActions: (signer) =>
      orderTransactionActions({
        amm,
        signer,
        deposits: plan.deposits,
        tokensToOpen: plan.tokensToOpen(),
        orders: plan.orders.map((order) =>
          placeorderAction(amm, placeorderData({ owner: signer.actor, pool_id: pool.id, ...order }), signer),
        ),
      }),
    send: plan.deposits.map(({ token, amount }) => ({ token, amount })),
    receive: plan.receive,
  };
}

/**
 * 'Add Liquidity': per token a deposit and a placeorder with outputs [{LP, 10000}] (spec 2 §7). The LP
 * token is opened first when the user holds none, so it can be paid out. `lpEstimate` is what the order
 * history shows until the report arrives; `lpMinimums` the least LP each placeorder may mint (one per
 * positive amount, in order).
 */
export function addLiquidityOrder(args: {
  amm: string;
  pool: Pool;
  amounts: readonly { token: TokenWithDecimals; amount: bigint }[];
  lpEstimate: bigint;
  lpMinimums: readonly bigint[];
  lpBalance: bigint;
}): AmmOrderRequest {
  const lp = lpTokenOf(args.pool);
  const deposits = args.amounts.filter((a) => a.amount > 0n);
  return liquidityRequest({
    type: "Add Liquidity",
    amm: args.amm,
    pool: args.pool,
    deposits,
    tokensToOpen: () => (args.lpBalance > 0n ? [] : [lp]),
    orders: deposits.map((deposit, i) => ({
      input: deposit.token,
      amount: deposit.amount,
      outputs: [{ token: lp, proportion: WHOLE }],
      minOutputs: [args.lpMinimums[i] ?? 0n],
    })),
    receive: [{ token: lp, amount: args.lpEstimate }],
  });
}

/**
 * 'Remove Liquidity': a deposit of the LP and one placeorder from the LP with the proportions (zero shares
 * left out). Tokens received that the user holds none of are opened first. `estimates` are the expected
 * amounts per output token, `minimums` the least each may pay (the 'Minimum received' shown).
 */
export function removeLiquidityOrder(args: {
  amm: string;
  pool: Pool;
  lpAmount: bigint;
  shares: readonly OrderOutput[];
  estimates: readonly { token: TokenWithDecimals; amount: bigint }[];
  minimums: readonly { token: TokenWithDecimals; amount: bigint }[];
  walletBalanceOf: (token: TokenWithDecimals) => bigint;
}): AmmOrderRequest {
  const { pool } = args;
  const lp = lpTokenOf(pool);
  const outputs = args.shares.flatMap((share) => {
    const token = share.proportion > 0 ? assetTokenOf(pool, share.token) : undefined;
    return token ? [{ token, proportion: share.proportion }] : [];
  });
  return liquidityRequest({
    type: "Remove Liquidity",
    amm: args.amm,
    pool,
    deposits: [{ token: lp, amount: args.lpAmount }],
    tokensToOpen: () => outputs.map((o) => o.token).filter((token) => args.walletBalanceOf(token) <= 0n),
    orders: [
      {
        input: lp,
        amount: args.lpAmount,
        outputs,
        minOutputs: outputs.map(({ token }) => amountOf(args.minimums, token)),
      },
    ],
    receive: outputs.map(({ token }) => ({ token, amount: amountOf(args.estimates, token) })),
  });
}
