// @vitest-environment happy-dom
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { type ReactNode, Suspense, use } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useAppQuery } from "../../../src/shared/query/useAppQuery";
import { testQueryClient, withQueryClient } from "./withQueryClient";

afterEach(cleanup);

const never = new Promise<never>(() => {});

/** A part that suspends for ever once shown: a transition keeps the screen before it, a sync render cannot. */
function Suspends(): ReactNode {
  return use(never);
}

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => withQueryClient(children, client);
}

describe("useAppQuery", () => {
  it.each([
    ["useAppQuery renders an answer as a transition", useAppQuery, false],
    ["(contrast) useQuery renders it synchronously", useQuery, true],
  ] as const)("%s", async (_name, useRead, fallbackShown) => {
    let answer: (value: string) => void = () => {};
    const client = testQueryClient();
    const rendersWithData: string[] = [];
    function Screen() {
      const read = useRead({
        queryKey: ["transition"],
        queryFn: () => new Promise<string>((r) => (answer = r)),
      });
      if (read.data === undefined) return <p>waiting</p>;
      rendersWithData.push(read.data);
      return <Suspends />;
    }
    render(withQueryClient(<Suspense fallback={<p>fallback</p>}>{<Screen />}</Suspense>, client));
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => answer("pools"));
    await waitFor(() => expect(rendersWithData).toContain("pools"));
    // A transition that suspends leaves what is on screen; an urgent render must show the fallback.
    expect(screen.queryByText("fallback") !== null).toBe(fallbackShown);
  });

  it("fetches on mount and shows each later answer", async () => {
    const client = testQueryClient();
    let calls = 0;
    const { result } = renderHook(() => useAppQuery({ queryKey: ["count"], queryFn: async () => ++calls }), {
      wrapper: wrapperOf(client),
    });
    // As useQuery: fetching from the first render, before the request has even started.
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(() => client.invalidateQueries({ queryKey: ["count"] }));
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(calls).toBe(2);
  });

  it("shows a new key's cached answer in the render that asks for it", async () => {
    const client = testQueryClient();
    client.setQueryData(["pool", "b"], "cached b");
    const { result, rerender } = renderHook(
      ({ id }) => useAppQuery({ queryKey: ["pool", id], queryFn: async () => `fetched ${id}` }),
      { wrapper: wrapperOf(client), initialProps: { id: "a" } },
    );
    await waitFor(() => expect(result.current.data).toBe("fetched a"));
    rerender({ id: "b" });
    expect(result.current.data).toBe("cached b");
  });

  it("renders again only for the fields the screen reads", async () => {
    const client = testQueryClient();
    let renders = 0;
    let calls = 0;
    renderHook(
      () => {
        renders += 1;
        return useAppQuery({
          queryKey: ["same"],
          queryFn: async () => {
            calls += 1;
            return "same answer";
          },
        }).data;
      },
      { wrapper: wrapperOf(client) },
    );
    await waitFor(() => expect(client.getQueryData(["same"])).toBe("same answer"));
    const settled = renders;
    // A refetch toggles isFetching and brings an equal answer: nothing this screen reads changes.
    await act(() => client.refetchQueries({ queryKey: ["same"] }));
    expect(calls).toBe(2);
    expect(renders).toBe(settled);
  });

  it("stops observing when unmounted, so no refetch timer outlives the screen", async () => {
    const client = testQueryClient();
    const { unmount } = renderHook(() => useAppQuery({ queryKey: ["gone"], queryFn: async () => 1 }), {
      wrapper: wrapperOf(client),
    });
    const query = () => client.getQueryCache().find({ queryKey: ["gone"] });
    await waitFor(() => expect(query()?.getObserversCount()).toBe(1));
    unmount();
    expect(query()?.getObserversCount()).toBe(0);
  });
});
