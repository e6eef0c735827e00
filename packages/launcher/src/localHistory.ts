import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chainTimeToSeconds } from "@ux/core/chainClient";

/** Days of history a new local network gets (its ux chain starts that far in the past). */
export const LOCAL_HISTORY_DAYS = 30;
/** Chain time between the history's trading rounds: 60 rounds for 30 days. */
export const LOCAL_HISTORY_STEP_SECONDS = 12 * 3_600;
/** A ux head further behind the wall clock than this is a new network still in its past. */
const IN_THE_PAST_SECONDS = 600;

/**
 * The environment that makes the devnet start a new ux chain in the past (DEVNET_HISTORY_DAYS): the launcher
 * sets it for its children unless --quiet. A chain that already has blocks ignores it.
 */
export function historyEnvironment(quiet: boolean): Record<string, string> {
  return { DEVNET_HISTORY_DAYS: quiet ? "0" : String(LOCAL_HISTORY_DAYS) };
}

interface LocalHistoryOptions {
  chainApi: string;
  /** The devnet's data folder (its admin-token file). */
  devnetDataDir: string;
  /** The AMM indexer's /summary URL: a round counts once the summary describes the chain after it. */
  summaryUrl: string;
  log: (line: string) => void;
}

/**
 * On a new local network started in the past, trades its history for real (runHistory: the bot's signed
 * orders, the keeper's settlements, the indexer's observations, clock jumps) up to the present. Does nothing
 * when the ux chain is already at the wall clock (an existing network, or --quiet).
 */
export async function buildLocalHistory(options: LocalHistoryOptions): Promise<void> {
  const info = (await (await fetch(`${options.chainApi}/v1/chain/get_info`)).json()) as {
    head_block_time: string;
  };
  const behind = Math.floor(Date.now() / 1000) - chainTimeToSeconds(info.head_block_time);
  if (behind < IN_THE_PAST_SECONDS) return;
  // Loaded only for a new network's history: the bot and its signing are most of the launcher's code.
  const [{ runHistory }, { TradingBot }] = await Promise.all([
    import("@ux/devnet/history/historyRun"),
    import("@ux/devnet/history/tradingBot"),
  ]);
  const adminToken = (await readFile(join(options.devnetDataDir, "admin-token"), "utf8")).trim();
  const started = Date.now();
  options.log(`local network: trading ${Math.round(behind / 86_400)} days of history (first start only)...`);
  const result = await runHistory({
    chainApi: options.chainApi,
    adminToken,
    bot: new TradingBot({ chainApi: options.chainApi, seed: 16 }),
    stepSeconds: LOCAL_HISTORY_STEP_SECONDS,
    observed: async (seconds) => {
      const summary = (await (await fetch(options.summaryUrl)).json()) as {
        asset_prices_last_updated?: string;
      };
      const time = summary.asset_prices_last_updated;
      return time !== undefined && Date.parse(time) / 1000 >= seconds;
    },
    log: options.log,
  });
  options.log(
    `local network: history of ${result.orders} settled orders in ${result.rounds} rounds, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
