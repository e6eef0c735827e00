import { receiveEntriesOf, sendEntriesOf } from "../../../src/features/multiswap/multiSwapEntries";
import { multiSwapSummary } from "../../../src/features/multiswap/multiSwapSummary";
import { poolTokens } from "../../../src/shared/amm/ammTokens";
import { usdPricesFor } from "../../../src/shared/amm/usdPrices";
import { BALANCES, ENTRIES, MAIN_POOL, SUMMARY_POOLS } from "./fixtures";

const main = ENTRIES[0];
if (main === undefined) throw new Error("fixture");
/** MAIN_POOL's tokens, as the Multi Swap page lists them. */
export const MAIN_TOKENS = poolTokens(main);
const prices = usdPricesFor(SUMMARY_POOLS, MAIN_POOL);

/** The Multi Swap summary in MAIN_POOL of these send amounts and receive percentages, at indexer prices. */
export function summaryOf(amounts: Record<string, string>, percents: Record<string, string>) {
  return multiSwapSummary({
    pool: MAIN_POOL,
    tokens: MAIN_TOKENS,
    send: sendEntriesOf(MAIN_TOKENS, BALANCES, amounts),
    receive: receiveEntriesOf(MAIN_TOKENS, percents),
    prices,
  });
}
