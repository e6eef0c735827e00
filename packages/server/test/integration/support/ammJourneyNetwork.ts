import type { OrderResult } from "@ux/core/amm";
import { assetTextOf, placeorderData, type TokenWithDecimals } from "@ux/core/amm/contract";
import type { Devnet } from "@ux/devnet";
import { afterAll, beforeAll, expect } from "vitest";
import type { ReportEvent } from "../../../src/amm/socket/reportDelivery";
import type { RunningServices } from "../../../src/startServices";
import { type AmmUser, ammAction, depositAction, AmmUser as User } from "./ammUser";
import { walletBalances } from "./chainReads";
import { startRealServices, startUxDevnet } from "./realNetwork";

/*
 * The network of the AMM journey tests (ammJourneys*.test.ts): the real devnet chain (HTTP API only) and the
 * real services in this process, alice trading through socket.io-client and WharfKit signing; started once
 * per test file by useAmmJourneyNetwork. chainApi, services and alice are set by its beforeAll.
 */

export const USDT_UTX_POOL = 1;
export const ANTELOPE_POOL = 0;
export const USDT_EOS_POOL = 2;
export const UFX_EOS_POOL = 8;
export const UFX_WAX_POOL = 10;

let devnet: Devnet;
export let chainApi: string;
export let services: RunningServices;
export let alice: AmmUser;

export function useAmmJourneyNetwork(): void {
  beforeAll(async () => {
    ({ devnet, chainApi } = await startUxDevnet());
    services = await startRealServices(chainApi, { keeperIntervalMs: 300 });
    alice = await User.connect(services.urls.ammSocket, chainApi, "alice");
  }, 30_000);

  afterAll(async () => {
    alice?.close();
    await services?.stop();
    await devnet?.stop();
  });
}

interface SummaryJson {
  status: string;
  pools: {
    id: number;
    pool_name: string;
    liquidity_usd_value: string;
    volume_24h_usd_value: string;
    fees_24h_usd_value: string;
    trades_24h_count: number;
    asset_prices: { symbol: string; contract: string; price: string }[];
  }[];
  metrics: {
    total_liquidity_usd_value: string;
    volume_24h_usd_value: string;
    fees_24h_usd_value: string;
    pool_count: number;
  };
}

/** GET /summary after a fresh index of the real chain. */
export async function freshSummary(): Promise<SummaryJson> {
  // A refresh already running (the indexer's own loop) is shared and may predate the last trade: the
  // second call starts a new one.
  await services.indexer.refresh();
  await services.indexer.refresh();
  return (await (await fetch(services.urls.ammIndexer)).json()) as SummaryJson;
}

/** One placeorder: an input, and outputs with proportions in bps. */
export interface OrderSpec {
  input: TokenWithDecimals;
  amount: bigint;
  outputs: { token: TokenWithDecimals; proportion: number }[];
}

export const keyOf = (token: TokenWithDecimals) => `${token.symbol}@${token.contract}`;

/** Deposits (one per input token) and the placeorders, in one paid transaction; resolves with the reports. */
export async function orderThroughSocket(
  poolId: number,
  specs: readonly OrderSpec[],
): Promise<ReportEvent[]> {
  const deposits = new Map<string, { token: TokenWithDecimals; amount: bigint }>();
  for (const spec of specs) {
    const entry = deposits.get(keyOf(spec.input)) ?? { token: spec.input, amount: 0n };
    deposits.set(keyOf(spec.input), { token: spec.input, amount: entry.amount + spec.amount });
  }
  const actions = [
    ...[...deposits.values()].map((d) => depositAction("alice", d.token, d.amount)),
    ...specs.map((spec) =>
      ammAction(
        "alice",
        "placeorder",
        placeorderData({
          owner: "alice",
          pool_id: poolId,
          input: spec.input,
          amount: spec.amount,
          outputs: spec.outputs,
        }),
      ),
    ),
  ];
  const { orderIds } = await alice.placeOrders(poolId, actions);
  expect(orderIds).toHaveLength(specs.length);
  return Promise.all(orderIds.map((id) => alice.waitForReport(id)));
}

export const extAsset = (amount: bigint, token: TokenWithDecimals) => ({
  quantity: assetTextOf(amount, token),
  contract: token.contract,
});

/** Each report filled with exactly the estimated outputs, in request order. */
export function expectReportsEqualEstimate(
  reports: readonly ReportEvent[],
  specs: readonly OrderSpec[],
  estimates: readonly OrderResult[],
): void {
  expect(reports).toHaveLength(specs.length);
  reports.forEach((event, i) => {
    const spec = specs[i] as OrderSpec;
    const estimate = estimates[i];
    if (!estimate?.ok) throw new Error(`order ${i} estimate failed: ${estimate?.detail}`);
    expect(event.report.status).toBe("filled");
    expect(event.report.input).toEqual(extAsset(spec.amount, spec.input));
    expect(event.report.outputs).toEqual(
      spec.outputs.map((output, j) => extAsset(estimate.outputs[j]?.amount ?? -1n, output.token)),
    );
  });
}

/** Wallet balance changes over `run`, per token. */
export async function walletDeltas(tokens: readonly TokenWithDecimals[], run: () => Promise<unknown>) {
  const before = await walletBalances(chainApi, "alice", tokens);
  await run();
  const after = await walletBalances(chainApi, "alice", tokens);
  return new Map(tokens.map((t) => [keyOf(t), (after.get(keyOf(t)) ?? 0n) - (before.get(keyOf(t)) ?? 0n)]));
}
