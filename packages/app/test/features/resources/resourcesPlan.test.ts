import { describe, expect, it } from "vitest";
import {
  receiveText,
  resourcesOrder,
  sendText,
  swapRequest,
} from "../../../src/features/resources/resourcesPlan";
import { PAYER, REQUEST_ID, SWAP_REQUEST } from "../../shared/swapSocket/fixtures";
import { ETH_PLAN, USDT_PLAN } from "./plans";

describe("a Resources swap plan", () => {
  it("is the request the service expects: send and receive as decimal text", () => {
    expect(swapRequest(ETH_PLAN)).toEqual(SWAP_REQUEST);
    expect(swapRequest(USDT_PLAN)).toEqual({
      id: REQUEST_ID,
      send: { account: PAYER, asset: { symbol: "USDT", chain: "eth" }, amount: "12.5" },
      receive: { account: "bob", asset: { symbol: "UTX", chain: "ux" }, amount: "125.0000" },
    });
  });

  it("shows the send amount exactly and the receive amount to 4 decimals", () => {
    expect(sendText(ETH_PLAN)).toBe("0.1 ETH");
    expect(receiveText(ETH_PLAN)).toBe("250.0000 UTXRAM");
    expect(sendText({ ...ETH_PLAN, sendUnits: 123_456_789_012_345_678n })).toBe("0.123456789012345678 ETH");
  });

  it("enters the history as a 'Resources' order: ETH from the address, UTXRAM to the receiver", () => {
    expect(resourcesOrder(ETH_PLAN, 1_700_000_000_000, "UX Network")).toEqual({
      type: "Resources",
      uuid: REQUEST_ID,
      send: [
        {
          name: "ETH",
          quantity: "0.1 ETH",
          amount: "0.1",
          account_name: PAYER,
          chainName: "eth",
          label: "Ethereum (devnet)",
        },
      ],
      receive: [
        {
          name: "UTXRAM",
          quantity: "250.0000 UTXRAM",
          amount: "250.0000",
          account_name: "alice",
          chainName: "ux",
          label: "UX Network",
        },
      ],
      date: 1_700_000_000_000,
    });
  });
});
