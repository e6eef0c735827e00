import type { ChainClient } from "@ux/core/chainClient";
import { chainTimeToMs } from "@ux/core/chainClient";
import { type Asset, parseAssetOrThrow, type TokenSymbol } from "@ux/core/money";
import { parseYieldCurve, rateText, type YieldCurve } from "@ux/core/stake";
import {
  STAKE_TABLES,
  type StakeConfigRow,
  type StakeHistoryRow,
  type StakePositionRow,
  stakeConfigRowSchema,
  stakeHistoryRowSchema,
  stakePoolRowSchema,
  stakePositionRowSchema,
  type UnstakeHistoryRow,
  unstakeHistoryRowSchema,
} from "@ux/core/stake/contract";

/** What the contract publishes in its `config` table, in the service's terms. */
export interface PublishedStake {
  operator: string;
  tokenContract: string;
  symbol: TokenSymbol;
  /** '0.0000 UTX'. */
  zero: string;
  curve: YieldCurve;
  /** The row as the chain printed it: a change of it is a change of the published rates. */
  fingerprint: string;
}

export interface OwnerRows {
  positions: StakePositionRow[];
  stakes: StakeHistoryRow[];
  unstakes: UnstakeHistoryRow[];
}

type StakeChainClient = Pick<ChainClient, "getInfo" | "getTableRows" | "allTableRows" | "getCurrencyBalance">;

/**
 * QuickStake's state as the chain shows it (get_table_rows and get_info only, so it reads a real network
 * the same way): the published curve (never the service's own config), the reward pool, an owner's
 * positions and history, and the chain's time, which decides the rates of the day.
 */
export class StakeChain {
  constructor(
    private readonly chain: StakeChainClient,
    readonly contract: string,
  ) {}

  /** The head block's time, ms: "now" for every quote (the contract judges with its block's time). */
  async chainTime(): Promise<number> {
    return chainTimeToMs((await this.chain.getInfo()).head_block_time);
  }

  async published(): Promise<PublishedStake> {
    const { rows } = await this.chain.getTableRows(
      { code: this.contract, scope: this.contract, table: STAKE_TABLES.config, limit: 1 },
      stakeConfigRowSchema,
    );
    const row = rows[0];
    if (row === undefined) throw new Error(`${this.contract} publishes no config (setconfig) yet`);
    return publishedOf(row);
  }

  /** The reward pool: what the operator can still pay in rewards, in units. */
  async rewardPool(symbol: TokenSymbol): Promise<bigint> {
    const { rows } = await this.chain.getTableRows(
      { code: this.contract, scope: this.contract, table: STAKE_TABLES.pool, limit: 1 },
      stakePoolRowSchema,
    );
    const row = rows[0];
    return row === undefined ? 0n : unitsOf(row.rewards, symbol);
  }

  async position(owner: string, expiry: number): Promise<StakePositionRow | null> {
    const { rows } = await this.chain.getTableRows(
      {
        code: this.contract,
        scope: owner,
        table: STAKE_TABLES.positions,
        lower_bound: String(expiry),
        upper_bound: String(expiry),
        limit: 1,
      },
      stakePositionRowSchema,
    );
    return rows.find((row) => row.expiry === expiry) ?? null;
  }

  async ownerRows(owner: string): Promise<OwnerRows> {
    const query = (table: string) => ({ code: this.contract, scope: owner, table });
    const [positions, stakes, unstakes] = await Promise.all([
      this.chain.allTableRows(query(STAKE_TABLES.positions), { row: stakePositionRowSchema }),
      this.chain.allTableRows(query(STAKE_TABLES.stakes), { row: stakeHistoryRowSchema }),
      this.chain.allTableRows(query(STAKE_TABLES.unstakes), { row: unstakeHistoryRowSchema }),
    ]);
    return { positions, stakes, unstakes };
  }

  /** The owner's balance of the staked token, in units (0 without a balance row). */
  async balance(owner: string, published: PublishedStake): Promise<bigint> {
    const balances = await this.chain.getCurrencyBalance(
      published.tokenContract,
      owner,
      published.symbol.code,
    );
    const text = balances.find((entry) => entry.endsWith(` ${published.symbol.code}`));
    return text === undefined ? 0n : unitsOf(text, published.symbol);
  }
}

/** A config row in the service's terms; throws when the published curve is not one core accepts. */
export function publishedOf(row: StakeConfigRow): PublishedStake {
  const parsed = parseYieldCurve({
    points: row.points.map((point) => ({ days: point.days, yield: rateText(BigInt(point.yield)) })),
    liquidSpread: rateText(BigInt(row.liquid_spread)),
  });
  if (!parsed.ok) throw new Error(`the published yield curve is invalid: ${parsed.error}`);
  const zero: Asset = parseAssetOrThrow(row.zero);
  return {
    operator: row.operator,
    tokenContract: row.token_contract,
    symbol: zero.symbol,
    zero: row.zero,
    curve: parsed.curve,
    fingerprint: JSON.stringify(row),
  };
}

/** Units of an asset text of the staked token; throws for another symbol or precision. */
export function unitsOf(text: string, symbol: TokenSymbol): bigint {
  const asset = parseAssetOrThrow(text);
  if (asset.symbol.code !== symbol.code || asset.symbol.precision !== symbol.precision)
    throw new RangeError(`'${text}' is not ${symbol.code} with ${symbol.precision} decimals`);
  return asset.amount;
}
