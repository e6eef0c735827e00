import { describe, expect, it } from "vitest";
import { indexerDelayMessage } from "../../../src/app/shell/indexerDelay";

const NOW = Date.UTC(2024, 4, 1, 10, 5, 0);

describe("AMM indexer delayed banner", () => {
  it("is absent while the status is 'ok'", () => {
    expect(
      indexerDelayMessage({ status: "ok", asset_prices_last_updated: "2020-01-01T00:00:00" }, NOW),
    ).toBeNull();
  });

  it("quotes the spec text with the age of the price data", () => {
    expect(
      indexerDelayMessage({ status: "delayed", asset_prices_last_updated: "2024-05-01T10:00:00" }, NOW),
    ).toBe(
      "AMM Indexer is delayed (Data is from 5 minutes ago) - UI estimated prices, quantities and graphs may be lagging.",
    );
    expect(indexerDelayMessage({ status: "stale", asset_prices_last_updated: NOW / 1000 - 7200 }, NOW)).toBe(
      "AMM Indexer is delayed (Data is from 2 hours ago) - UI estimated prices, quantities and graphs may be lagging.",
    );
  });

  it("still warns when the update time is missing or unreadable", () => {
    const expected =
      "AMM Indexer is delayed (Data is from an unknown time) - UI estimated prices, quantities and graphs may be lagging.";
    expect(indexerDelayMessage({ status: "error" }, NOW)).toBe(expected);
    expect(indexerDelayMessage({ status: "error", asset_prices_last_updated: "garbage" }, NOW)).toBe(
      expected,
    );
  });
});
