import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { AMM_ABI, AMM_DEPOSIT_MEMO, assetTextOf, placeorderData } from "@ux/core/amm/contract";
import {
  buildTransaction,
  type ChainClient,
  createChainClient,
  readTransactionHeader,
  signedWith,
} from "@ux/core/chainClient";
import { ABI, Action, Bytes, Serializer, UInt64 } from "@wharfkit/antelope";
import { AMM_TOKENS, GENESIS_MIN_TRADE_UNITS } from "../genesis/amm/ammTokens";
import { GENESIS_POOLS } from "../genesis/amm/genesisPools";
import { TEST_ACCOUNT_NAMES, testAccountKey } from "../genesis/testAccounts";

/*
 * A bounded trading bot for the local network's history: test accounts place real orders through the AMM,
 * each one a transaction the trader signs with its own key (a deposit transfer to the AMM, then placeorder),
 * pushed through the chain's public API like any wallet's. The keeper settles them as usual; nothing here
 * touches the services or their database, so every chart point they derive comes from a settled trade.
 *
 * Bounded: at most `ordersPerRound` orders a round and `maxOrders` in all, each spending at most
 * `maxShareBps` of the trader's wallet balance of the input token (and never below the pool's minimum trade),
 * so no trader is ever drained and no pool moves far. Deterministic for a seed.
 */

/** A pair the bot trades: one standard genesis pool (its id is its index), an input and an output asset. */
export interface BotPair {
  readonly poolId: number;
  readonly input: TokenWithDecimals;
  readonly output: TokenWithDecimals;
  /** The pool's minimum trade of the input, in units. */
  readonly minUnits: bigint;
}

/** Every ordered pair of assets of the standard (non-UFX) genesis pools. */
export function genesisBotPairs(): BotPair[] {
  return GENESIS_POOLS.flatMap((spec, poolId) => {
    if (spec.is_ufx_pool) return [];
    const names = spec.assets.map(([name]) => name);
    return names.flatMap((input) =>
      names
        .filter((output) => output !== input)
        .map((output) => ({
          poolId,
          input: AMM_TOKENS[input],
          output: AMM_TOKENS[output],
          minUnits: GENESIS_MIN_TRADE_UNITS[input],
        })),
    );
  });
}

export interface TradingBotOptions {
  /** The ux chain's API URL. */
  chainApi: string;
  amm?: string;
  traders?: readonly string[];
  pairs?: readonly BotPair[];
  /** Seed of the bot's choices (default 1). */
  seed?: number;
  /** Orders a round, at most (default 3). */
  ordersPerRound?: number;
  /** Orders in all, at most (default 5,000). */
  maxOrders?: number;
  /** Largest share of the trader's balance one order spends, in basis points (default 100: 1%). */
  maxShareBps?: number;
  fetch?: typeof fetch;
}

/** One order the bot placed (it was accepted by the chain). */
export interface PlacedBotOrder {
  orderId: string;
  transactionId: string;
  owner: string;
  poolId: number;
  /** The input as an asset text ('12.3400 USDT'). */
  quantity: string;
  output: TokenWithDecimals;
  blockTime: string;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class TradingBot {
  private readonly client: ChainClient;
  private readonly amm: string;
  private readonly traders: readonly string[];
  private readonly pairs: readonly BotPair[];
  private readonly random: () => number;
  private readonly ordersPerRound: number;
  private readonly maxOrders: number;
  private readonly maxShareBps: number;
  private readonly abis = new Map<string, ABI>();
  private count = 0;

  constructor(options: TradingBotOptions) {
    this.client = createChainClient(options.chainApi, { fetch: options.fetch ?? fetch });
    this.amm = options.amm ?? "amm.ux";
    this.traders = options.traders ?? TEST_ACCOUNT_NAMES;
    this.pairs = options.pairs ?? genesisBotPairs();
    this.random = generator(options.seed ?? 1);
    this.ordersPerRound = options.ordersPerRound ?? 3;
    this.maxOrders = options.maxOrders ?? 5_000;
    this.maxShareBps = options.maxShareBps ?? 100;
    if (this.traders.length === 0 || this.pairs.length === 0)
      throw new Error("the bot needs traders and pairs");
    if (!(this.maxShareBps > 0 && this.maxShareBps <= 10_000))
      throw new RangeError("maxShareBps out of range");
  }

  /** Orders placed so far. */
  get placed(): number {
    return this.count;
  }

  /**
   * One round: up to ordersPerRound orders (fewer once maxOrders is reached), each by a random trader in a
   * random pair. A pair whose input the trader cannot afford (its share would fall below the pool's
   * minimum) is skipped, not forced. Throws when the chain refuses an order.
   */
  async round(): Promise<PlacedBotOrder[]> {
    const placed: PlacedBotOrder[] = [];
    const wanted = 1 + Math.floor(this.random() * this.ordersPerRound);
    for (let i = 0; i < wanted && this.count < this.maxOrders; i++) {
      const owner = this.pick(this.traders);
      const pair = this.pick(this.pairs);
      const balance = await this.balance(owner, pair.input);
      // Between a tenth of the largest share and the largest share of the balance.
      const shareBps = BigInt(Math.max(1, Math.floor(this.maxShareBps * (0.1 + 0.9 * this.random()))));
      const amount = (balance * shareBps) / 10_000n;
      if (amount < pair.minUnits || amount <= 0n) continue;
      placed.push(await this.placeOrder(owner, pair, amount));
      this.count++;
    }
    return placed;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  private async balance(owner: string, token: TokenWithDecimals): Promise<bigint> {
    const [text] = await this.client.getCurrencyBalance(token.contract, owner, token.symbol);
    if (text === undefined) return 0n;
    const [amount = "0"] = text.split(" ");
    const [whole = "0", fraction = ""] = amount.split(".");
    return BigInt(whole + fraction.padEnd(token.decimals, "0").slice(0, token.decimals));
  }

  private async abi(account: string): Promise<ABI> {
    const known = this.abis.get(account);
    if (known) return known;
    const def = account === this.amm ? AMM_ABI : await this.client.getAbi(account);
    if (def === null) throw new Error(`no ABI on ${account}`);
    const abi = ABI.from(def);
    this.abis.set(account, abi);
    return abi;
  }

  private async placeOrder(owner: string, pair: BotPair, amount: bigint): Promise<PlacedBotOrder> {
    const authorization = [{ actor: owner, permission: "active" }];
    const deposit = Action.from(
      {
        account: pair.input.contract,
        name: "transfer",
        authorization,
        data: {
          from: owner,
          to: this.amm,
          quantity: assetTextOf(amount, pair.input),
          memo: AMM_DEPOSIT_MEMO,
        },
      },
      await this.abi(pair.input.contract),
    );
    const order = placeorderData({
      owner,
      pool_id: pair.poolId,
      input: pair.input,
      amount,
      outputs: [{ token: pair.output, proportion: 10_000 }],
    });
    const place = Action.from(
      { account: this.amm, name: "placeorder", authorization, data: order },
      await this.abi(this.amm),
    );
    const { header, chainId } = await readTransactionHeader(this.client);
    const built = buildTransaction(header, [deposit, place]);
    const signature = testAccountKey(owner).signDigest(built.transaction.signingDigest(chainId)).toString();
    const pushed = await this.client.sendTransaction(signedWith(built, [signature]));
    const trace = pushed.actionTraces.find(
      (t) => t.receiver === this.amm && t.account === this.amm && t.name === "placeorder",
    );
    if (trace?.returnValueHex === undefined) throw new Error("placeorder returned no order id");
    const orderId = Serializer.decode({
      data: Bytes.from(trace.returnValueHex, "hex"),
      type: UInt64,
    }).toString();
    return {
      orderId,
      transactionId: pushed.transactionId,
      owner,
      poolId: pair.poolId,
      quantity: order.quantity,
      output: pair.output,
      blockTime: pushed.blockTime,
    };
  }
}
