import { describe, expect, it } from "vitest";
import {
  chosenReceiveLabels,
  chosenSendLabels,
  receiveEntriesOf,
  sendEntriesOf,
} from "../../../src/features/multiswap/multiSwapEntries";
import { poolTokens } from "../../../src/shared/amm/ammTokens";
import { BALANCES, ENTRIES } from "./fixtures";

const main = ENTRIES[0];
if (main === undefined) throw new Error("fixture");
const tokens = poolTokens(main);

describe("entries and side labels", () => {
  it("lists the pool tokens then the LP token with wallet balances (0 when unknown)", () => {
    expect(sendEntriesOf(tokens, BALANCES, { EOS: "1.5" })).toEqual([
      { symbol: "EOS", decimals: 4, available: 200_000n, amountText: "1.5" },
      { symbol: "UTX", decimals: 4, available: 1_000_000n, amountText: "" },
      { symbol: "UXLP", decimals: 4, available: 50_000n, amountText: "" },
    ]);
    expect(sendEntriesOf(tokens, undefined, {}).map((e) => e.available)).toEqual([0n, 0n, 0n]);
  });

  it("labels only entries with a non-zero amount or percentage", () => {
    const send = sendEntriesOf(tokens, BALANCES, { EOS: "1.5", UTX: "0", UXLP: "2" });
    expect(chosenSendLabels(send)).toEqual(["1.5000 EOS", "2.0000 UXLP"]);
    const receive = receiveEntriesOf(tokens, { EOS: "0", UTX: "33.50", UXLP: "66.5" });
    expect(chosenReceiveLabels(receive)).toEqual(["33.5% UTX", "66.5% UXLP"]);
  });

  it("shows a typed amount to 4 decimals as the spec displays amounts ('3' USDT -> '3.0000 USDT')", () => {
    const send = [
      { symbol: "USDT", decimals: 4, available: 100_0000n, amountText: "3" },
      { symbol: "WAX", decimals: 8, available: 100_0000_0000n, amountText: "2.123456" },
      { symbol: "EOS", decimals: 4, available: 100_0000n, amountText: ".5" },
    ];
    expect(chosenSendLabels(send)).toEqual(["3.0000 USDT", "2.1234 WAX", "0.5000 EOS"]);
  });
});
