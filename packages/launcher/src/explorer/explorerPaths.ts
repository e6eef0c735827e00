import { isCanonicalChainName } from "@ux/core/names";

/**
 * The local explorer's URL shapes and their validation. Every path segment is checked here, before any
 * request reaches a chain: a segment that is not an Antelope name, a 64-hex id or a block number is a
 * 'not found' page, never a chain query.
 *
 *   /explorer                          the chains
 *   /explorer/<chain>                  a chain's head and irreversible blocks
 *   /explorer/<chain>/tx/<64-hex id>   a transaction (txExplorer in the config is this without the id)
 *   /explorer/<chain>/account/<name>   an account's balances, resources and recent actions
 *   /explorer/<chain>/block/<number>   a block and its transactions
 *   /explorer/<chain>/search?q=...     redirects to one of the three above
 *   /explorer/style.css                the pages' one stylesheet
 */

export const EXPLORER_ROOT = "/explorer";
export const STYLESHEET_PATH = `${EXPLORER_ROOT}/style.css`;

export type ExplorerRoute =
  | { kind: "index" }
  | { kind: "style" }
  | { kind: "chain"; chain: string }
  | { kind: "tx"; chain: string; id: string }
  | { kind: "account"; chain: string; name: string }
  | { kind: "block"; chain: string; num: number }
  | { kind: "search"; chain: string }
  | { kind: "notFound"; chain?: string; title: string; message: string };

export type ItemRoute = Extract<ExplorerRoute, { kind: "tx" | "account" | "block" }>;
export type NotFoundRoute = Extract<ExplorerRoute, { kind: "notFound" }>;

const MAX_BLOCK_NUM = 0xffff_ffff;
const ECHO_LIMIT = 80;

export const explorerPath = {
  chain: (chain: string) => `${EXPLORER_ROOT}/${encodeURIComponent(chain)}`,
  tx: (chain: string, id: string) => `${explorerPath.chain(chain)}/tx/${encodeURIComponent(id)}`,
  account: (chain: string, name: string) =>
    `${explorerPath.chain(chain)}/account/${encodeURIComponent(name)}`,
  block: (chain: string, num: number) => `${explorerPath.chain(chain)}/block/${num}`,
  search: (chain: string) => `${explorerPath.chain(chain)}/search`,
};

/** The page of a transaction, an account or a block. */
export function itemPath(route: ItemRoute): string {
  if (route.kind === "tx") return explorerPath.tx(route.chain, route.id);
  if (route.kind === "account") return explorerPath.account(route.chain, route.name);
  return explorerPath.block(route.chain, route.num);
}

export function isExplorerPath(pathname: string): boolean {
  return pathname === EXPLORER_ROOT || pathname.startsWith(`${EXPLORER_ROOT}/`);
}

/** An account name as the chain prints it: 1-13 characters, the 13th limited, no trailing dot. */
export function isAccountName(name: string): boolean {
  return name.length > 0 && isCanonicalChainName(name);
}

export function isTransactionId(id: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(id);
}

export function blockNumberOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const num = Number(text);
  return num >= 1 && num <= MAX_BLOCK_NUM ? num : undefined;
}

/** User input quoted back in a message: shortened, so a long path cannot fill the page. */
export function echo(text: string): string {
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}...` : text;
}

const ACCOUNT_RULE = "An account name has 1 to 12 characters of a-z, 1-5 and '.', and does not end with '.'.";
const TX_RULE = "A transaction id is 64 hexadecimal characters.";
const BLOCK_RULE = `A block number is a whole number from 1 to ${MAX_BLOCK_NUM}.`;

function notFound(title: string, message: string, chain?: string): NotFoundRoute {
  return { kind: "notFound", title, message, ...(chain === undefined ? {} : { chain }) };
}

function itemRoute(chain: string, kind: string, item: string): ExplorerRoute {
  switch (kind) {
    case "tx":
      return isTransactionId(item)
        ? { kind: "tx", chain, id: item.toLowerCase() }
        : notFound("Transaction not found", `'${echo(item)}' is not a transaction id. ${TX_RULE}`, chain);
    case "account":
      return isAccountName(item)
        ? { kind: "account", chain, name: item }
        : notFound("Account not found", `'${echo(item)}' is not an account name. ${ACCOUNT_RULE}`, chain);
    case "block": {
      const num = blockNumberOf(item);
      return num === undefined
        ? notFound("Block not found", `'${echo(item)}' is not a block number. ${BLOCK_RULE}`, chain)
        : { kind: "block", chain, num };
    }
    default:
      return notFound("Page not found", "The explorer shows transactions, accounts and blocks.", chain);
  }
}

/**
 * The route of a decoded pathname under /explorer. `chains` are the chains the explorer reads (the
 * network config's Antelope chains); any other chain segment is not found.
 */
export function parseExplorerPath(pathname: string, chains: readonly string[]): ExplorerRoute {
  const segments = pathname.slice(EXPLORER_ROOT.length).split("/").slice(1);
  if (segments.at(-1) === "" && segments.length > 1) segments.pop();
  const [chain, kind, item, ...rest] = segments;
  if (chain === undefined || chain === "") return { kind: "index" };
  if (pathname === STYLESHEET_PATH) return { kind: "style" };
  if (!chains.includes(chain))
    return notFound(
      "Chain not found",
      `There is no chain '${echo(chain)}' on this network. Its chains are ${chains.join(", ")}.`,
    );
  if (kind === undefined) return { kind: "chain", chain };
  if (kind === "search" && item === undefined) return { kind: "search", chain };
  if (rest.length > 0)
    return notFound("Page not found", "The explorer shows transactions, accounts and blocks.", chain);
  return itemRoute(chain, kind, item ?? "");
}

/** Where a search box's text leads: a transaction id, a block number or an account name. */
export function searchRoute(chain: string, query: string): ItemRoute | NotFoundRoute {
  const q = query.trim();
  if (isTransactionId(q)) return { kind: "tx", chain, id: q.toLowerCase() };
  const num = blockNumberOf(q);
  if (num !== undefined) return { kind: "block", chain, num };
  if (isAccountName(q.toLowerCase())) return { kind: "account", chain, name: q.toLowerCase() };
  return notFound(
    "Nothing found",
    `'${echo(q)}' is not an account name, a transaction id or a block number.`,
    chain,
  );
}
