import { chainTimeToMs, createChainClient } from "@ux/core/chainClient";
import { parseYieldCurve, type YieldCurve } from "@ux/core/stake";
import { STAKE_TABLES, stakePoolRowSchema, stakePositionRowSchema } from "@ux/core/stake/contract";
import { type Devnet, startDevnet } from "@ux/devnet";
import { DEVNET_YIELD_CURVE, STAKE_GENESIS_ACCOUNTS } from "@ux/devnet/genesis/stakeGenesis";
import type { ServicesConfigInput } from "../../../src/config/servicesConfig";
import type { OpenedDatabase } from "../../../src/db/database";
import { type RunningServices, startServices } from "../../../src/startServices";
import { testDatabase } from "../../support/testDatabase";
import { postJson, walletBalance } from "./chainReads";
import { servicesConfig } from "./realNetwork";

/*
 * The devnet's ux chain and the services with QuickStake (as the launcher configures them), for the stake
 * integration tests: the stake loops fast, the AMM's slow (these tests do not trade), every read through the
 * chain's public HTTP API.
 */

export const STAKE = STAKE_GENESIS_ACCOUNTS.contract;
export const OPERATOR = STAKE_GENESIS_ACCOUNTS.operator;
export const UTX = { contract: "eosio.token", symbol: "UTX", decimals: 4 };

const parsed = parseYieldCurve(DEVNET_YIELD_CURVE);
if (!parsed.ok) throw new Error(parsed.error);
/** The curve the devnet publishes on chain (what the service must read back). */
export const DEVNET_CURVE: YieldCurve = parsed.curve;

/** '12.3456 UTX' of units. */
export const utx = (units: bigint) => `${units / 10_000n}.${String(units % 10_000n).padStart(4, "0")} UTX`;
export const unitsOf = (text: string) => {
  const [amount = "", symbol] = text.split(" ");
  if (symbol !== "UTX" || !/^\d+\.\d{4}$/.test(amount)) throw new Error(`not UTX: ${text}`);
  return BigInt(amount.replace(".", ""));
};

export interface StakeNetwork {
  devnet: Devnet;
  chainApi: string;
  chainId: string;
  services: RunningServices;
  stakeUrl: string;
  log: string[];
}

export interface StakeNetworkOptions {
  limits?: ServicesConfigInput["limits"];
  openDb?: () => Promise<OpenedDatabase>;
  /** An already running devnet (a services restart). */
  devnet?: Devnet;
}

export async function startStakeServices(
  chainApi: string,
  options: Pick<StakeNetworkOptions, "limits" | "openDb"> & { log?: string[] } = {},
): Promise<RunningServices> {
  const log = options.log ?? [];
  const base = servicesConfig(chainApi, 60_000, options.limits);
  return startServices(
    {
      ...base,
      indexerIntervalMs: 60_000,
      // The watch's idle poll never comes within a test: each co-signed request must wake it.
      stake: { ...base.stake, ratesPollMs: 200, watchPollMs: 200, watchIdlePollMs: 60_000 },
    },
    { openDb: options.openDb ?? testDatabase, log: (message) => log.push(message) },
  );
}

export async function startStakeNetwork(options: StakeNetworkOptions = {}): Promise<StakeNetwork> {
  const devnet = options.devnet ?? (await startDevnet({ chains: ["ux"], dataDir: null, ports: { ux: 0 } }));
  const chainApi = devnet.chains.ux?.url;
  if (!chainApi) throw new Error("the devnet did not start ux");
  const chainId = (await createChainClient(chainApi, { fetch }).getInfo()).chain_id;
  const log: string[] = [];
  const services = await startStakeServices(chainApi, { ...options, log });
  if (!services.urls.stakeSocket) throw new Error("the stake service did not start");
  return { devnet, chainApi, chainId, services, stakeUrl: services.urls.stakeSocket, log };
}

/** The head block's time (ms). */
export async function chainNow(chainApi: string): Promise<number> {
  return chainTimeToMs((await createChainClient(chainApi, { fetch }).getInfo()).head_block_time);
}

/** POST /v1/devnet/advance_clock {seconds} with the devnet's admin token; resolves once a jumped block is in. */
export async function advanceClock(network: StakeNetwork, seconds: number): Promise<void> {
  const response = await fetch(`${network.chainApi}/v1/devnet/advance_clock`, {
    method: "POST",
    headers: { Authorization: `Bearer ${network.devnet.adminToken}` },
    body: JSON.stringify({ seconds }),
  });
  if (response.status !== 200) throw new Error(`advance_clock: ${await response.text()}`);
  const { next_block_time } = (await response.json()) as { next_block_time: string };
  while ((await chainNow(network.chainApi)) < chainTimeToMs(next_block_time))
    await new Promise((resolve) => setTimeout(resolve, 50));
}

async function rows(chainApi: string, scope: string, table: string): Promise<unknown[]> {
  const { status, json } = await postJson(`${chainApi}/v1/chain/get_table_rows`, {
    json: true,
    code: STAKE,
    scope,
    table,
    limit: 1000,
  });
  if (status !== 200) throw new Error(`get_table_rows ${table}: ${JSON.stringify(json)}`);
  return (json as { rows: unknown[] }).rows;
}

export async function positionsOf(chainApi: string, owner: string) {
  return (await rows(chainApi, owner, STAKE_TABLES.positions)).map((row) =>
    stakePositionRowSchema.parse(row),
  );
}

export async function rewardPool(chainApi: string): Promise<{ rewards: bigint; staked: bigint }> {
  const row = stakePoolRowSchema.parse((await rows(chainApi, STAKE, STAKE_TABLES.pool))[0]);
  return { rewards: unitsOf(row.rewards), staked: unitsOf(row.staked) };
}

export const utxOf = (chainApi: string, owner: string) => walletBalance(chainApi, owner, UTX);

/** UTX held by the given users, the operator and the contract together. */
export async function utxTotal(chainApi: string, users: readonly string[]): Promise<bigint> {
  const held = await Promise.all([...users, OPERATOR, STAKE].map((account) => utxOf(chainApi, account)));
  return held.reduce((sum, units) => sum + units, 0n);
}

/** The account's non-zero TU/TC instruments (stake.ux is their token contract), by symbol, in units. */
export async function instrumentsOf(chainApi: string, owner: string): Promise<Map<string, bigint>> {
  const { status, json } = await postJson(`${chainApi}/v1/chain/get_currency_balance`, {
    code: STAKE,
    account: owner,
  });
  if (status !== 200) throw new Error(`get_currency_balance: ${JSON.stringify(json)}`);
  const held = new Map<string, bigint>();
  for (const text of json as string[]) {
    const [amount = "", symbol = ""] = text.split(" ");
    const units = BigInt(amount.replace(".", ""));
    if (units !== 0n) held.set(symbol, units);
  }
  return held;
}

/** An instrument's outstanding supply (get_currency_stats of stake.ux), 0 before its first split. */
export async function instrumentSupply(chainApi: string, symbol: string): Promise<bigint> {
  const { status, json } = await postJson(`${chainApi}/v1/chain/get_currency_stats`, { code: STAKE, symbol });
  if (status !== 200) throw new Error(`get_currency_stats: ${JSON.stringify(json)}`);
  const supply = (json as Record<string, { supply: string }>)[symbol]?.supply;
  return supply === undefined ? 0n : BigInt((supply.split(" ")[0] ?? "").replace(".", ""));
}
