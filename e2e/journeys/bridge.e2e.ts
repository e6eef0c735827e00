import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type ChainReader, chainReader } from "../support/chainReader";
import { useLocalNetwork } from "../support/journey";
import { logInWithTestAccount } from "../support/testAccountLogin";

/*
 * The Bridge against the running local network (issue 13 item 6): alice locks UTX on UX Network with her UX
 * wallet, the page waits for finality, fetches the proofs from UX's proof socket and her EOS wallet pushes
 * them to EOS's ibc.prove and ibc.wt.ux, which issues the wrapped UTX to her there. Then (issue 13 item 7)
 * the same with UX's proof socket unreachable once the lock is signed: the transfer is left unproven, and
 * Retry under Previous Transactions completes it once the socket answers again.
 */

const { openPage, networkConfig } = useLocalNetwork();
const PROOF_TIMEOUT = 240_000;

let eos: ChainReader;
let ux: ChainReader;
/** UX Network's proof socket (the proof servers run inside the services process). */
let uxProofSocket: URL;

/** No sideways scroll at 390 px (a phone), checked in the state the page is in now. */
async function expectNoSidewaysScrollOnPhone(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (viewport !== null) await page.setViewportSize(viewport);
}

/** /bridge with alice logged in on UX Network and EOS, UTX chosen from UX Network to EOS, `amount` entered. */
async function readyUtxTransfer(page: Page, goto: (path: string) => Promise<void>, amount: string) {
  await goto("/bridge");
  await page.getByRole("heading", { name: "Bridge", level: 1 }).waitFor();
  await page.getByText("Bridge transfers do not incur any fees").waitFor();
  await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Connect Wallets");
  await logInWithTestAccount(page, "UX Network", "alice", "bridge-submit");
  await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Connect Wallets");
  await logInWithTestAccount(page, "EOS", "alice", "bridge-submit");

  await page.getByRole("combobox", { name: "From", exact: true }).click();
  await page.getByRole("option", { name: "UX Network", exact: true }).click();
  await page.getByRole("combobox", { name: "To", exact: true }).click();
  await page.getByRole("option", { name: "EOS", exact: true }).click();
  await page.getByTestId("bridge-token-search").fill("ut");
  await page.getByRole("combobox", { name: "Token", exact: true }).click();
  await page.getByRole("option", { name: "UTX", exact: true }).click();
  await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Amount not entered");
  await page.getByTestId("bridge-amount").fill(amount);
  await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Transfer");
}

const wrappedUtx = async () => units(await eos.balance("alice", "UTX", "ibc.wt.ux"));
const nativeUtx = async () => units(await ux.balance("alice", "UTX"));

function units(text: string | undefined): bigint {
  const match = /(\d+)\.(\d{4})/.exec(text ?? "0.0000");
  return match ? BigInt(`${match[1]}${match[2]}`) : 0n;
}

describe("Bridge", () => {
  beforeAll(async () => {
    const config = await networkConfig();
    const chain = config.chains.eos;
    const uxChain = config.chains.ux;
    if (!chain || !uxChain?.proofSocket) throw new Error("no eos chain or ux proof socket in /config.json");
    eos = chainReader(chain.api);
    ux = chainReader(uxChain.api);
    uxProofSocket = new URL(uxChain.proofSocket);
  });

  it("bridges 1 UTX from UX Network to EOS with both wallets and shows it Complete", async () => {
    const { page, goto, errors } = await openPage();
    await readyUtxTransfer(page, goto, "1");

    const before = await wrappedUtx();
    await page.getByTestId("bridge-submit").click();
    await page.getByTestId("bridge-confirm").click();
    await expect.poll(wrappedUtx, { timeout: PROOF_TIMEOUT, interval: 1000 }).toBe(before + 10_000n);
    const done = page.getByTestId("bridge-transfer-complete");
    await done.getByText("Received 1.0000 UTX on EOS").waitFor();
    // The destination's transaction opens in the local explorer, which shows it from the chain.
    const explorerLink = (await done.getByRole("link", { name: "Explorer" }).getAttribute("href")) ?? "";
    const txId = /\/explorer\/eos\/tx\/([0-9a-f]{64})$/.exec(explorerLink)?.[1];
    expect(txId, explorerLink).toBeDefined();
    const explorerPage = await fetch(explorerLink);
    expect(explorerPage.status).toBe(200);
    expect(await explorerPage.text()).toContain(txId as string);

    await page.getByRole("tab", { name: "Previous Transactions" }).click();
    await page.getByTestId("bridge-previous-row").getByText("Complete").first().waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  }, 360_000);

  it("retries a transfer left unproven when the proof server was down mid-way, and completes it", async () => {
    const { page, goto, errors } = await openPage();
    await readyUtxTransfer(page, goto, "2");
    const [sourceBefore, destinationBefore] = [await nativeUtx(), await wrappedUtx()];
    await page.getByTestId("bridge-submit").click();
    await page.getByTestId("bridge-confirm").click();
    // Confirm has the wallet sign the lock, then the page waits for its finality before it asks UX's proof socket
    // for anything. From here the socket is unreachable: every connection to it is closed at once.
    // Playwright cannot remove a WebSocket route, so the route itself knows whether the server is down: while
    // it is, a connection is closed at once; after, it goes through to the real proof socket.
    let proofServerDown = true;
    await page.routeWebSocket(
      (url) => url.host === uxProofSocket.host,
      (socket) => {
        if (proofServerDown) void socket.close();
        else socket.connectToServer();
      },
    );
    await page.getByText("The proof server closed the connection before answering").first().waitFor({
      timeout: PROOF_TIMEOUT,
    });
    await page.getByTestId("bridge-transfer-unproven").waitFor();
    await expectNoSidewaysScrollOnPhone(page);
    expect(await nativeUtx()).toBe(sourceBefore - 20_000n);
    expect(await wrappedUtx()).toBe(destinationBefore);

    // The proof server answers again; the transfer is listed as it is: sent and not proven, with Retry.
    proofServerDown = false;
    await page.getByRole("tab", { name: "Previous Transactions" }).click();
    const row = page.getByTestId("bridge-previous-row").filter({ hasText: "2.0000 UTX" });
    await row.getByText("Failed").waitFor({ timeout: 60_000 });
    await expectNoSidewaysScrollOnPhone(page);
    expect(await wrappedUtx()).toBe(destinationBefore);

    await row.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("progressbar", { name: "Transfer progress" }).waitFor();
    await expectNoSidewaysScrollOnPhone(page);
    await expect
      .poll(wrappedUtx, { timeout: PROOF_TIMEOUT, interval: 1000 })
      .toBe(destinationBefore + 20_000n);
    await page.getByTestId("bridge-transfer-complete").getByText("Received 2.0000 UTX on EOS").waitFor();
    await row.getByText("Complete").waitFor({ timeout: 60_000 });
    expect(await nativeUtx()).toBe(sourceBefore - 20_000n);
    expect(errors).toEqual([]);
  }, 360_000);
});
