// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ammSummaryPoller } from "../../../src/shared/api/ammSummaryPoller";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { useAmmSummaryQuery } from "../../../src/shared/query/useAmmSummaryQuery";
import { testConfig } from "../config/testConfig";
import { withQueryClient } from "./withQueryClient";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The summary at a URL of its own (the poller is one per URL), answering `status` with a request count. */
function indexer(name: string) {
  const config = testConfig();
  config.services.ammIndexer = `http://indexer.test/${name}`;
  const requests: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    requests.push(url);
    return new Response(JSON.stringify({ status: `ok ${requests.length}` }));
  });
  const wrapper = ({ children }: { children: ReactNode }) =>
    withQueryClient(<NetworkConfigContext.Provider value={config}>{children}</NetworkConfigContext.Provider>);
  return { url: config.services.ammIndexer, requests, wrapper };
}

describe("useAmmSummaryQuery", () => {
  it("fetches through the landing poller, so the shell's banner sees the same answer", async () => {
    const { url, requests, wrapper } = indexer("through-poller");
    const { result } = renderHook(() => useAmmSummaryQuery(), { wrapper });
    expect(result.current.isPending).toBe(true);
    const firstRefetch = result.current.refetch;
    await waitFor(() => expect(result.current.data?.status).toBe("ok 1"));
    // One function across renders, so memoized parts given it (the pools list) skip the page's renders.
    expect(result.current.refetch).toBe(firstRefetch);
    expect(ammSummaryPoller(url).getSnapshot().data).toBe(result.current.data);
    const refetched = await act(() => result.current.refetch());
    expect(refetched.data?.status).toBe("ok 2");
    await waitFor(() => expect(result.current.data?.status).toBe("ok 2"));
    expect(ammSummaryPoller(url).getSnapshot().data?.status).toBe("ok 2");
    expect(requests).toHaveLength(2);
  });

  it("starts from what the poller already holds, without a request while it is fresh", async () => {
    const { url, requests, wrapper } = indexer("from-poller");
    await ammSummaryPoller(url).load();
    const { result } = renderHook(() => useAmmSummaryQuery(), { wrapper });
    expect(result.current.data?.status).toBe("ok 1");
    expect(result.current.isPending).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it("reports an error only while no summary ever arrived", async () => {
    const { wrapper } = indexer("failing");
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 503 }));
    const { result } = renderHook(() => useAmmSummaryQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
  });
});
