import type { NetworkConfig } from "@ux/core/config";
import { type Devnet, startDevnet } from "@ux/devnet";
import { testAccountKey } from "@ux/devnet/genesis/testAccounts";
import { PrivateKey } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChainClient, transfer } from "../../../devnet/test/integration/chainClient";
import { type RunningAppServer, startAppServer } from "../../src/appServer";
import { EXPLORER_CSP } from "../../src/explorer/explorer";
import { localNetworkConfig } from "../../src/localNetworkConfig";
import { localPorts } from "../../src/localPorts";

/*
 * The explorer end to end: one in-memory ux chain on a free port, the launcher's app server (no build) on
 * another, with the local config's txExplorer link; a real transfer is pushed and its pages read over HTTP.
 */

const MEMO = `<script>alert("memo")</script> & thanks`;
const AMOUNT = "1.2345 UTX";

let devnet: Devnet;
let app: RunningAppServer;
let chain: ChainClient;
let txId: string;
let blockNum: number;

function withChain(config: NetworkConfig, url: string): NetworkConfig {
  const ux = config.chains.ux as NetworkConfig["chains"][string];
  return { ...config, chains: { ...config.chains, ux: { ...ux, api: url, hyperion: url } } };
}

async function waitForHistory(id: string): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const { json } = await chain.get(`/v2/history/get_transaction?id=${id}`);
    const num = json.actions?.[0]?.block_num;
    if (typeof num === "number") return num;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`transaction ${id} never reached the history`);
}

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir: null, repetitions: 1 });
  const url = devnet.chains.ux?.url as string;
  chain = new ChainClient(url);
  app = await startAppServer({
    distDir: null,
    config: (port) => withChain(localNetworkConfig(localPorts(port)), url),
    port: 0,
  });
  const signed = await chain.sign(
    [transfer("alice", "bob", AMOUNT, MEMO)],
    [PrivateKey.from(testAccountKey("alice"))],
  );
  const pushed = await chain.push(signed);
  if (pushed.status !== 200) throw new Error(`push failed: ${JSON.stringify(pushed.json)}`);
  txId = String(signed.id);
  blockNum = await waitForHistory(txId);
}, 30_000);

afterAll(async () => {
  await app?.close();
  await devnet?.stop();
});

const ESCAPED_MEMO = "&lt;script&gt;alert(&quot;memo&quot;)&lt;/script&gt; &amp; thanks";

/** A page that needs no script and no inline style: only the stylesheet file. */
function expectStaticPage(res: Response, body: string) {
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("content-security-policy")).toBe(EXPLORER_CSP);
  expect(body).not.toMatch(/<script|<style|style=/i);
  expect(body).toContain('<link rel="stylesheet" href="/explorer/style.css" />');
}

describe("the local explorer over HTTP", () => {
  it("opens the transfer at the config's txExplorer link + id: amount, memo, block, accounts", async () => {
    const link = `${app.config.chains.ux?.txExplorer}${txId}`;
    // The link names the port the server bound (port 0 here), as the app appends the id to it.
    expect(link).toBe(`${app.url}/explorer/ux/tx/${txId}`);
    const res = await fetch(link);
    const body = await res.text();
    expect(res.status).toBe(200);
    expectStaticPage(res, body);
    expect(body).toContain(AMOUNT);
    expect(body).toContain(ESCAPED_MEMO);
    expect(body).toContain("eosio.token</a>::transfer");
    expect(body).toContain(`<a href="/explorer/ux/block/${blockNum}">#${blockNum}</a>`);
    expect(body).toContain('<a href="/explorer/ux/account/bob">bob</a>');
    expect(body).toMatch(/Executed<\/span> <span class="badge (ok">Irreversible|wait">Not yet irreversible)/);
  });

  it("shows bob's balance from the chain and the transfer among his recent actions", async () => {
    const [utx] = (await chain.balances("bob")).filter((asset) => asset.endsWith(" UTX"));
    const res = await fetch(`${app.url}/explorer/ux/account/bob`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expectStaticPage(res, body);
    expect(body).toContain(`<td class="num mono">${utx?.split(" ")[0]}</td>`);
    expect(body).toContain(AMOUNT);
    expect(body).toContain(ESCAPED_MEMO);
    expect(body).toContain(`href="/explorer/ux/tx/${txId}"`);
  });

  it("lists the transaction in its block, and says not found for what the chain lacks", async () => {
    const block = await fetch(`${app.url}/explorer/ux/block/${blockNum}`);
    expect(await block.text()).toContain(`href="/explorer/ux/tx/${txId}"`);
    const missingTx = await fetch(`${app.url}/explorer/ux/tx/${"0".repeat(64)}`);
    expect([missingTx.status, (await missingTx.text()).includes("Transaction not found")]).toEqual([
      404,
      true,
    ]);
    const missingAccount = await fetch(`${app.url}/explorer/ux/account/nosuchacct`);
    expect([missingAccount.status, (await missingAccount.text()).includes("Account not found")]).toEqual([
      404,
      true,
    ]);
    const css = await fetch(`${app.url}/explorer/style.css`);
    expect([css.status, css.headers.get("content-type")]).toEqual([200, "text/css; charset=utf-8"]);
  });
});
