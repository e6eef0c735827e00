import { type ChainClient, chainTimeToSeconds, createChainClient } from "@ux/core/chainClient";
import type { TradingBot } from "./tradingBot";

/*
 * The local network's history, made for real at accelerated time. The ux chain starts in the past (devnet
 * genesisTimeMs); each round the bot places real orders, the keeper settles them as on any network, the
 * services observe the chain, then the chain's clock jumps a step ahead (advance_clock: the slots in between
 * are skipped, as when producers miss them). When the next step would pass the wall clock the chain jumps to
 * the present and the run ends. Nothing is written anywhere but through the chain's public API and the
 * devnet's admin route: the services read the history like any other blocks.
 */

export interface HistoryRunOptions {
  /** The ux chain's API URL. */
  chainApi: string;
  /** The devnet's admin token (advance_clock). */
  adminToken: string;
  bot: TradingBot;
  /** Chain seconds between rounds (default 3 hours). */
  stepSeconds?: number;
  /**
   * Resolves true once the services have seen the chain at or after `chainSeconds` (the indexer's summary
   * time); polled until then. Default: nothing to wait for.
   */
  observed?: (chainSeconds: number) => Promise<boolean>;
  /** How long one round may wait for the keeper and the services (default 30 s); past it the run fails. */
  roundTimeoutMs?: number;
  /** Wall clock in ms (the run ends at it). */
  now?: () => number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

export interface HistoryRunResult {
  rounds: number;
  orders: number;
  /** Chain time (unix s) when the run started and when it ended (about the wall clock). */
  fromSeconds: number;
  toSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`history: ${what} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

async function headSeconds(client: ChainClient): Promise<number> {
  return chainTimeToSeconds((await client.getInfo()).head_block_time);
}

async function advanceClock(options: HistoryRunOptions, seconds: number): Promise<void> {
  const response = await (options.fetch ?? fetch)(`${options.chainApi}/v1/devnet/advance_clock`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${options.adminToken}` },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`history: advance_clock answered HTTP ${response.status}`);
}

/** Runs the history from the chain's current time to the wall clock; see the file comment. */
export async function runHistory(options: HistoryRunOptions): Promise<HistoryRunResult> {
  const client = createChainClient(options.chainApi, { fetch: options.fetch ?? fetch });
  const now = options.now ?? Date.now;
  const step = options.stepSeconds ?? 3 * 3_600;
  const timeout = options.roundTimeoutMs ?? 30_000;
  const amm = "amm.ux";
  const fromSeconds = await headSeconds(client);
  let rounds = 0;
  let orders = 0;
  for (;;) {
    const roundStart = await headSeconds(client);
    const placed = await options.bot.round();
    orders += placed.length;
    rounds++;
    const ids = new Set(placed.map((order) => order.orderId));
    // Settled (or refunded) orders leave the AMM's queue; the keeper does it as on any network.
    await waitFor(
      "the keeper did not settle the round's orders",
      async () => {
        if (ids.size === 0) return true;
        const queued = (await client.allTableRows({ code: amm, scope: amm, table: "orders" })) as {
          id: string | number;
        }[];
        return !queued.some((row) => ids.has(String(row.id)));
      },
      timeout,
    );
    const observed = options.observed;
    if (observed) {
      // The services observed this step (its hour) once they read the chain at or after the round's start;
      // a settlement in the pending block counts at their next reading, which is just as real.
      await waitFor("the services did not observe the round", () => observed(roundStart), timeout);
    } else {
      const settleInfo = await client.getInfo();
      await waitFor(
        "the chain did not produce a block after the settlement",
        async () => (await client.getInfo()).head_block_num > settleInfo.head_block_num,
        timeout,
      );
    }
    const head = await headSeconds(client);
    const wall = Math.floor(now() / 1000);
    if (head + step >= wall) {
      if (wall - head > 1) {
        await advanceClock(options, wall - head - 1);
        await waitFor(
          "the chain did not reach the present",
          async () => (await headSeconds(client)) >= wall - 1,
          timeout,
        );
      }
      break;
    }
    await advanceClock(options, step);
    await waitFor(
      "the chain did not jump ahead",
      async () => (await headSeconds(client)) >= head + step,
      timeout,
    );
    if (rounds % 20 === 0)
      options.log?.(`history: ${new Date(head * 1000).toISOString().slice(0, 16)}, ${orders} orders so far`);
  }
  const toSeconds = await headSeconds(client);
  options.log?.(
    `history: ${rounds} rounds, ${orders} orders, chain at ${new Date(toSeconds * 1000).toISOString()}`,
  );
  return { rounds, orders, fromSeconds, toSeconds };
}
