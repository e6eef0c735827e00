import type { FetchFunction } from "@ux/core/chainClient";
import { localNetworkConfig } from "@ux/launcher/localNetworkConfig";
import { localPorts } from "@ux/launcher/localPorts";
import { refreshWalletBalances, walletChains } from "../packages/app/src/features/wallet/walletBalances";
import { machineLoad } from "./support/machineLoad";
import { benchRuns, measureRuns, medianOfRuns } from "./support/measure";

// HTTP requests made by one 30-second Wallet page refresh for a user logged in on all four EOSIO chains,
// counted against a fetch that answers get_currency_balance as nodeos does (every symbol of a contract the
// account holds). Compared with the naive way: one request per configured token. The counts are the same in
// every run (checked); only the refresh's time is repeated, against the in-process fake node.

const RUNS = benchRuns(20);
const load = machineLoad();

const config = localNetworkConfig(localPorts());
const accounts = walletChains(config).map((chain) => ({ chain, account: "alice" }));

const requests: string[] = [];
const countingFetch: FetchFunction = async (url, init) => {
  requests.push(url);
  const { code } = JSON.parse(init.body ?? "{}") as { code: string };
  const chain = Object.values(config.chains).find((c) => url.startsWith(c.api));
  const held = (chain?.balances ?? [])
    .filter((t) => t.contract === code)
    .map((t) => `1.${"0".repeat(t.decimals)} ${t.symbol}`);
  return { ok: true, status: 200, json: async () => held };
};

const refresh = async () => {
  requests.length = 0;
  const started = performance.now();
  const balances = await refreshWalletBalances(config, accounts, () => {}, countingFetch);
  return { balances, ms: performance.now() - started };
};
const { balances } = await refresh();
const counted = requests.length;
const timing = await measureRuns(RUNS, {
  refresh: async () => {
    const { ms } = await refresh();
    if (requests.length !== counted)
      throw new Error(`${requests.length} requests in a run, ${counted} in the first`);
    return ms;
  },
});

const tokens = accounts.reduce((sum, { chain }) => sum + (config.chains[chain]?.balances.length ?? 0), 0);
const nonZero = Object.values(balances)
  .flat()
  .filter((b) => b.units > 0n).length;
if (nonZero !== tokens) throw new Error(`expected ${tokens} non-zero balances, got ${nonZero}`);
for (const chain of walletChains(config)) {
  const perChain = requests.filter((url) => url.startsWith(config.chains[chain]?.api ?? "?")).length;
  console.log(
    `  ${chain.padEnd(6)} ${perChain} request(s) for ${config.chains[chain]?.balances.length} tokens`,
  );
}
console.log(
  `wallet-requests: one 30 s refresh, balances on ${accounts.length} chains: ${counted} HTTP requests ` +
    `(one per token contract per chain; ${tokens} with one request per token, ${(tokens / counted).toFixed(1)}x as many; ` +
    `the same in every run) in ${medianOfRuns(timing.refresh, (n) => n.toFixed(1), " ms")}`,
);
console.log(`wallet-requests: ${load.line()}`);
