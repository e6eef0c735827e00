import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createAppHandler } from "../../src/appServer";
import { createExplorer, EXPLORER_CSP } from "../../src/explorer/explorer";
import { localNetworkConfig } from "../../src/localNetworkConfig";
import { localPorts } from "../../src/localPorts";
import { loadNetworkConfig } from "../../src/networkSelection";
import { actionDoc, fakeChainApi, info, nodeosError, TX_ID } from "./fakeChainApi";

const config = localNetworkConfig(localPorts(8080));
const get = (explorer: ReturnType<typeof createExplorer>, path: string) => {
  const url = new URL(path, "http://app.local");
  return explorer(decodeURIComponent(url.pathname), url.searchParams);
};

/** A ux chain that knows alice, one transaction in block 40 and blocks up to 50 (45 irreversible). */
function knownChain() {
  return fakeChainApi({
    "/v1/chain/get_info": info(50, 45),
    "/v2/history/get_transaction": { executed: false, actions: [] },
    "/v1/chain/get_account": (body: unknown) =>
      (body as { account_name: string }).account_name === "alice"
        ? { account_name: "alice", ram_quota: 100, ram_usage: 50 }
        : nodeosError(400, 3060002, "account_query_exception", "Fail to retrieve account"),
    "/v1/chain/get_currency_balance": (body: unknown) =>
      (body as { code: string }).code === "eosio.token" ? ["10.0000 UTX"] : [],
    "/v2/history/get_actions": {
      total: { value: 1 },
      actions: [actionDoc(1, 0, { account: "eosio.token", name: "transfer", data: { from: "alice" } })],
    },
    "/v1/chain/get_block": nodeosError(400, 3100002, "unknown_block_exception", "Could not find block"),
  });
}

describe("explorer requests", () => {
  it("answers a malformed or unknown path with a not-found page and asks no chain anything", async () => {
    const chain = knownChain();
    const explorer = createExplorer(config, chain.fetch);
    for (const path of [
      "/explorer/ux/account/Alice",
      "/explorer/ux/account/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "/explorer/ux/account/toolongaccountname",
      `/explorer/ux/tx/${TX_ID.slice(2)}`,
      "/explorer/ux/tx/..%2F..%2Fetc",
      "/explorer/ux/block/0",
      "/explorer/eth/tx/1",
      "/explorer/nochain",
      "/explorer/ux/nothing/here",
      "/explorer/ux/search?q=%3Cb%3E",
    ]) {
      const res = await get(explorer, path);
      expect(res.status, path).toBe(404);
      expect(res.headers["Content-Type"]).toBe("text/html; charset=utf-8");
      expect(res.body, path).toContain("not");
      expect(res.body, path).not.toContain("<script>");
      expect(res.body, path).not.toContain("<b>");
    }
    expect(chain.calls).toEqual([]);
  });

  it("says not found for a transaction, account or block the chain does not know", async () => {
    const explorer = createExplorer(config, knownChain().fetch);
    const tx = await get(explorer, `/explorer/ux/tx/${TX_ID}`);
    expect([tx.status, tx.body.includes(`has no executed transaction ${TX_ID}`)]).toEqual([404, true]);
    const account = await get(explorer, "/explorer/ux/account/nosuchacct");
    expect([account.status, account.body.includes("has no account &#39;nosuchacct&#39;")]).toEqual([
      404,
      true,
    ]);
    const block = await get(explorer, "/explorer/ux/block/99");
    expect([block.status, block.body.includes("its head is block #50")]).toEqual([404, true]);
  });

  it("reads an account's configured token contracts and its 25 newest actions", async () => {
    const chain = knownChain();
    const res = await get(createExplorer(config, chain.fetch), "/explorer/ux/account/alice");
    expect(res.status).toBe(200);
    expect(res.headers["Content-Security-Policy"]).toBe(EXPLORER_CSP);
    expect(res.body).toContain("10.0000");
    const balanceCodes = chain.calls
      .filter((call) => call.includes("get_currency_balance"))
      .map((call) => JSON.parse(call.slice(call.indexOf("{"))).code);
    expect(balanceCodes.sort()).toEqual(
      ["eosio.token", "ibc.wt.eos", "ibc.wt.telos", "ibc.wt.wax", "stake.ux", "tethertether"].sort(),
    );
    expect(chain.calls).toContain("GET /v2/history/get_actions?account=alice&limit=25&sort=desc");
  });

  it("says the chain is unavailable when it does not answer", async () => {
    const res = await get(createExplorer(config, fakeChainApi({}).fetch), "/explorer/eos/account/alice");
    expect(res.status).toBe(502);
    expect(res.body).toContain("EOS did not answer");
  });

  it("redirects a search and serves its stylesheet", async () => {
    const explorer = createExplorer(config, knownChain().fetch);
    const found = await get(explorer, `/explorer/wax/search?q=${TX_ID.toUpperCase()}`);
    expect([found.status, found.headers.Location]).toEqual([303, `/explorer/wax/tx/${TX_ID}`]);
    const css = await get(explorer, "/explorer/style.css");
    expect(css.headers["Content-Type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain("prefers-color-scheme: dark");
    const index = await get(explorer, "/explorer");
    expect(index.body).toContain('href="/explorer/telos"');
    expect(index.body).not.toContain('href="/explorer/eth"');
  });

  it("is served on the local network only: real networks keep their explorers", async () => {
    const mainnet = await loadNetworkConfig("mainnet", localPorts());
    expect(mainnet.chains.eos?.txExplorer).toBe("https://bloks.io/transaction/");
    const chain = knownChain();
    const handler = createAppHandler(new Map(), mainnet, () => true, chain.fetch);
    const status = await new Promise<number>((resolve) => {
      const res = {
        setHeader: () => {},
        writeHead: (code: number) => resolve(code),
        end: () => {},
      } as unknown as ServerResponse;
      handler({ method: "GET", url: "/explorer/ux/account/alice", headers: {} } as IncomingMessage, res);
    });
    expect(status).toBe(404);
    expect(chain.calls).toEqual([]);
  });
});

describe("the local config's explorer links", () => {
  it("point each Antelope chain's txExplorer at the launcher's transaction page", () => {
    for (const name of ["ux", "eos", "wax", "telos"]) {
      expect(config.chains[name]?.txExplorer).toBe(`http://127.0.0.1:8080/explorer/${name}/tx/`);
      // `explorer` stays the chain's API: the app reads AMM balances from {explorer}/v0/state/table.
      expect(config.chains[name]?.explorer).toBe(config.chains[name]?.api);
    }
    expect(config.chains.eth?.txExplorer).toBeUndefined();
  });
});
