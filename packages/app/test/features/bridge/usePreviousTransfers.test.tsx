// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { NetworkConfig } from "@ux/core/config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePreviousTransfers } from "../../../src/features/bridge/usePreviousTransfers";
import { testConfig } from "../../shared/config/testConfig";
import { withQueryClient } from "../../shared/query/withQueryClient";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** ux sends UTX (native) and EOS (wrapped) to eos; history is read from ux's Hyperion. */
function bridgeConfig(): NetworkConfig {
  const config = testConfig();
  if (config.chains.eos) config.chains.eos.chain_id = "bb".repeat(32);
  const token = (symbol: string, group: "native" | "wrapped") => ({
    symbol,
    decimals: 4,
    nativeTC: "eosio.token",
    pairedWrapTC: "ibc.wt.ux",
    sourceLockTC: group === "native" ? "eosio.token" : "ibc.wt.eos",
    wrapLockContract: "ibc.wl.eos",
    pairedChainId: config.chains.eos?.chain_id ?? "",
    group,
  });
  const ux = config.chains.ux;
  if (ux) {
    ux.hyperion = "http://hyperion.test";
    ux.bridgeTokens = [token("UTX", "native"), token("EOS", "wrapped")];
  }
  return config;
}

describe("usePreviousTransfers", () => {
  it("asks Hyperion's get_actions for the spec's 15 records, once per token", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ actions: [] }));
    });
    const config = bridgeConfig();
    const { result } = renderHook(() => usePreviousTransfers(config, "ux", "eos", "alice1111111"), {
      wrapper: ({ children }) => withQueryClient(children),
    });
    await waitFor(() => expect(result.current.rows).toEqual([]), { timeout: 3000 });
    const history = urls.filter((url) => url.startsWith("http://hyperion.test/v2/history/get_actions?"));
    expect(history).toHaveLength(2);
    for (const url of history) expect(new URL(url).searchParams.get("limit")).toBe("15");
    expect(history.map((url) => new URL(url).searchParams.get("filter"))).toEqual([
      "eosio.token:transfer",
      "ibc.wt.eos:retire",
    ]);
  });
});
