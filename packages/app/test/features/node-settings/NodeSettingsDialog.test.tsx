// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NodeSettingsDialog } from "../../../src/features/node-settings/NodeSettingsDialog";
import { NODE_CHOICES_STORAGE_KEY } from "../../../src/shared/config/configInForce";
import { NetworkConfigProvider } from "../../../src/shared/config/NetworkConfigProvider";
import { useNetworkConfig } from "../../../src/shared/config/networkConfigContext";
import { testConfig } from "../../shared/config/testConfig";
import { nodeInfo as info } from "./nodeInfo";

const UX_DIRECT = "http://127.0.0.1:8888";
const UX_PROXY = "http://127.0.0.1:8080/node/ux";
const EOS_DIRECT = "http://127.0.0.1:8889";
const EOS_OTHER = "http://127.0.0.1:8080/node/other";

function servedConfig() {
  const config = testConfig("local");
  (config.chains.ux as { apis?: string[] }).apis = [UX_PROXY];
  (config.chains.eos as { apis?: string[] }).apis = [EOS_OTHER];
  return config;
}

/** The network: /config.json, and each node's answer; EOS_OTHER serves another chain. */
let requests: string[];
function stubNetwork() {
  requests = [];
  vi.stubGlobal("fetch", async (input: string) => {
    requests.push(input);
    if (input === "/config.json") return new Response(JSON.stringify(servedConfig()));
    if (input === `${EOS_OTHER}/v1/chain/get_info`)
      return new Response(JSON.stringify(info("bb".repeat(32))));
    if (input.endsWith("/v1/chain/get_info")) return new Response(JSON.stringify(info("aa".repeat(32))));
    if (input === "http://127.0.0.1:8545")
      return new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: "0x7a69" }));
    throw new TypeError("Failed to fetch");
  });
}

/** What a page reads: the ux node in force. */
function UxNode() {
  return <output data-testid="ux-node">{useNetworkConfig().chains.ux?.api}</output>;
}

function renderApp() {
  return render(
    <NetworkConfigProvider>
      <UxNode />
      <NodeSettingsDialog onClose={() => undefined} />
    </NetworkConfigProvider>,
  );
}

const group = (name: string) => screen.getByRole("radiogroup", { name });
const radio = (chain: string, url: string) =>
  within(screen.getByTestId(`node-${chain}-${url}`)).getByRole("radio") as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  stubNetwork();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the node settings panel", () => {
  it("lists each chain's nodes, the default in use, each with its measured latency", async () => {
    renderApp();
    const ux = await screen.findByRole("radiogroup", { name: "UX Network" });
    expect(within(ux).getAllByRole("radio")).toHaveLength(2);
    await waitFor(() => expect(within(ux).getAllByText(/^\d+ ms$/)).toHaveLength(2));
    expect(radio("ux", UX_DIRECT).checked).toBe(true);
    expect(radio("ux", UX_PROXY).checked).toBe(false);
    expect(within(ux).getByText(`${UX_DIRECT} (default)`)).toBeTruthy();
    await waitFor(() => expect(within(group("Ethereum (devnet)")).getByText(/^\d+ ms$/)).toBeTruthy());
    // Three requests to every node.
    expect(requests.filter((url) => url === `${UX_PROXY}/v1/chain/get_info`)).toHaveLength(3);
  });

  it("marks a node serving another chain and never lets it be chosen", async () => {
    renderApp();
    const eos = await screen.findByRole("radiogroup", { name: "EOS" });
    await waitFor(() => expect(within(eos).getByText("Wrong chain")).toBeTruthy());
    expect(radio("eos", EOS_OTHER).disabled).toBe(true);
    fireEvent.click(radio("eos", EOS_OTHER));
    // A choice loads its rules first: give it the time it would take.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(radio("eos", EOS_DIRECT).checked).toBe(true);
    expect(localStorage.getItem(NODE_CHOICES_STORAGE_KEY)).toBeNull();
  });

  it("puts the chosen node in force at once, remembers it, and uses it again after a reload", async () => {
    const first = renderApp();
    await screen.findByRole("radiogroup", { name: "UX Network" });
    await waitFor(() => expect(radio("ux", UX_PROXY).disabled).toBe(false));
    fireEvent.click(radio("ux", UX_PROXY));
    await waitFor(() => expect(screen.getByTestId("ux-node").textContent).toBe(UX_PROXY));
    expect(radio("ux", UX_PROXY).checked).toBe(true);
    expect(JSON.parse(localStorage.getItem(NODE_CHOICES_STORAGE_KEY) ?? "")).toEqual({
      local: { ux: UX_PROXY },
    });
    first.unmount();

    renderApp();
    await waitFor(() => expect(screen.getByTestId("ux-node").textContent).toBe(UX_PROXY));
    expect(radio("ux", UX_PROXY).checked).toBe(true);
  });

  it("shows an unreachable node and measures every node again when asked", async () => {
    vi.stubGlobal("fetch", async (input: string) => {
      requests.push(input);
      if (input === "/config.json") return new Response(JSON.stringify(servedConfig()));
      throw new TypeError("Failed to fetch");
    });
    renderApp();
    const ux = await screen.findByRole("radiogroup", { name: "UX Network" });
    await waitFor(() => expect(within(ux).getAllByText("Unreachable")).toHaveLength(2));
    expect(radio("ux", UX_PROXY).disabled).toBe(true);
    expect(radio("ux", UX_DIRECT).disabled).toBe(false);
    const before = requests.length;
    const again = screen.getByRole("button", { name: "Measure again" });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(again));
    await waitFor(() => expect(requests.length).toBeGreaterThan(before + 4));
  });
});
