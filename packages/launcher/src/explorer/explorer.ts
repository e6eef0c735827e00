import type { FetchFunction } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { type AccountPageData, accountPage } from "./accountPage";
import { blockPage } from "./blockPage";
import { chainPage, indexPage } from "./chainPages";
import { type ChainReader, createChainReader } from "./chainReader";
import type { PageChain } from "./explorerLayout";
import { type ExplorerRoute, itemPath, parseExplorerPath, searchRoute } from "./explorerPaths";
import { EXPLORER_CSS } from "./explorerStyle";
import { messagePage } from "./messagePage";
import { transactionPage } from "./transactionPage";

/** Recent actions an account page lists. */
export const RECENT_ACTIONS = 25;

/**
 * The explorer pages' policy: no script at all, styles from the stylesheet file only, forms (the search
 * box) to this origin only. Stricter than the app's, which must allow its UI kit's inline styles.
 */
export const EXPLORER_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export interface ExplorerResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Explorer = (pathname: string, query: URLSearchParams) => Promise<ExplorerResponse>;

const HTML = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy": EXPLORER_CSP,
};

const htmlPage = (status: number, body: string): ExplorerResponse => ({ status, headers: { ...HTML }, body });
/** A page that only says something (not found, unavailable), with its status. */
const messageResponse = (status: number, ...message: Parameters<typeof messagePage>) =>
  htmlPage(status, messagePage(...message));

interface ExplorerChain {
  page: PageChain;
  reader: ChainReader;
  tokenContracts: string[];
  testAccounts: string[];
}

/**
 * The local network's explorer: readable pages of its Antelope chains, built from each chain's public API
 * (nodeos and Hyperion endpoints named in the network config) on every request, nothing cached.
 */
export function createExplorer(config: NetworkConfig, fetchFn: FetchFunction = fetch): Explorer {
  const chains = new Map<string, ExplorerChain>();
  for (const [name, chain] of Object.entries(config.chains)) {
    if (chain.type !== "eosio") continue;
    chains.set(name, {
      page: { name, label: chain.label },
      reader: createChainReader(chain, fetchFn),
      tokenContracts: [
        ...new Set([...chain.balances.map((token) => token.contract), ...(chain.balanceContracts ?? [])]),
      ],
      testAccounts: [...new Set(config.testAccounts.filter((a) => a.chain === name).map((a) => a.account))],
    });
  }
  const chainNames = [...chains.keys()];

  async function accountData(chain: ExplorerChain, name: string): Promise<AccountPageData | null> {
    const [account, balances, recent] = await Promise.all([
      chain.reader.account(name),
      Promise.all(
        chain.tokenContracts.map(async (contract) => ({
          contract,
          balances: await chain.reader.balances(contract, name).catch(() => null),
        })),
      ),
      chain.reader.recentActions(name, RECENT_ACTIONS).catch(() => null),
    ]);
    return account === null ? null : { account, balances, recent };
  }

  async function chainResponse(
    route: Exclude<ExplorerRoute, { kind: "index" | "style" | "notFound" }>,
    query: URLSearchParams,
  ) {
    const chain = chains.get(route.chain) as ExplorerChain;
    const { page, reader } = chain;
    switch (route.kind) {
      case "search": {
        const target = searchRoute(route.chain, query.get("q") ?? "");
        if (target.kind === "notFound") return messageResponse(404, target.title, target.message, page);
        return {
          status: 303,
          headers: { Location: itemPath(target), "Cache-Control": "no-store" },
          body: "",
        };
      }
      case "chain":
        return htmlPage(200, chainPage(page, await reader.info(), chain.testAccounts));
      case "tx": {
        const [tx, info] = await Promise.all([reader.transaction(route.id), reader.info()]);
        if (tx === null)
          return messageResponse(
            404,
            "Transaction not found",
            `${page.label} has no executed transaction ${route.id}. A transaction shows here once its block is produced.`,
            page,
          );
        return htmlPage(200, transactionPage(page, tx, info));
      }
      case "account": {
        const data = await accountData(chain, route.name);
        if (data === null)
          return messageResponse(
            404,
            "Account not found",
            `${page.label} has no account '${route.name}'.`,
            page,
          );
        return htmlPage(200, accountPage(page, data));
      }
      case "block": {
        const [block, info] = await Promise.all([reader.block(route.num), reader.info()]);
        if (block === null)
          return messageResponse(
            404,
            "Block not found",
            `${page.label} has no block #${route.num} yet: its head is block #${info.headBlockNum}.`,
            page,
          );
        return htmlPage(200, blockPage(page, block, info));
      }
    }
  }

  return async (pathname, query) => {
    const route = parseExplorerPath(pathname, chainNames);
    switch (route.kind) {
      case "style":
        return {
          status: 200,
          headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "no-cache" },
          body: EXPLORER_CSS,
        };
      case "index":
        return htmlPage(200, indexPage([...chains.values()].map((chain) => chain.page)));
      case "notFound": {
        const chain = route.chain === undefined ? undefined : chains.get(route.chain)?.page;
        return messageResponse(404, route.title, route.message, chain);
      }
      default:
        try {
          return await chainResponse(route, query);
        } catch (error) {
          const page = (chains.get(route.chain) as ExplorerChain).page;
          const why = error instanceof Error ? error.message : String(error);
          return messageResponse(
            502,
            "Chain unavailable",
            `${page.label} did not answer (${why}). Is the local network running? npm start starts it.`,
            page,
          );
        }
    }
  };
}
