import { describe, expect, it } from "vitest";
import { receiveChoices, sendTokens } from "../../../src/features/resources/resourcesTokens";
import { ETH_TO_UTX, LIVE_INFO, PAIRS } from "../../shared/swapSocket/fixtures";
import { ETH, resourcesConfig, TO_UTX, TO_UTXRAM, USDT, USDT_TO_UTX_CHOICE } from "./fixtures";

describe("Resources tokens", () => {
  it("offers each pair's send token once, in the service's order, with liveInfo's decimals and addresses", () => {
    expect(sendTokens(resourcesConfig(), PAIRS, LIVE_INFO)).toEqual([ETH, USDT]);
  });

  it("nothing until both pairs and liveInfo arrived; tokens of unknown or non-Ethereum chains are left out", () => {
    const config = resourcesConfig();
    expect(sendTokens(config, null, LIVE_INFO)).toEqual([]);
    expect(sendTokens(config, PAIRS, null)).toEqual([]);
    const onEos = { ...ETH_TO_UTX, send: { symbol: "EOS", chain: "eos" } };
    const unknownChain = { ...ETH_TO_UTX, send: { symbol: "ETH", chain: "sepolia" } };
    const eosAsset = { ...LIVE_INFO.assets[0], symbol: "EOS", chain: "eos" } as (typeof LIVE_INFO.assets)[0];
    const info = { ...LIVE_INFO, assets: [...LIVE_INFO.assets, eosAsset] };
    expect(sendTokens(config, [onEos, unknownChain], info)).toEqual([]);
    // A pair whose token liveInfo does not describe cannot be paid.
    expect(sendTokens(config, PAIRS, { ...LIVE_INFO, assets: [] })).toEqual([]);
  });

  it("receive choices: the send token's pairs with UX's decimals", () => {
    const config = resourcesConfig();
    expect(receiveChoices(config, PAIRS, ETH)).toEqual([TO_UTX, TO_UTXRAM]);
    expect(receiveChoices(config, PAIRS, USDT)).toEqual([USDT_TO_UTX_CHOICE]);
    expect(receiveChoices(config, PAIRS, null)).toEqual([]);
    expect(receiveChoices(config, null, ETH)).toEqual([]);
  });
});
