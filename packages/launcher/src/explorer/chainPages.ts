import type { ChainInfo } from "./chainAnswers";
import { chainTime } from "./explorerFormat";
import { facts, type PageChain, page } from "./explorerLayout";
import { accountLink, blockLink } from "./explorerLinks";
import { explorerPath } from "./explorerPaths";
import { html } from "./html";

/** /explorer: the chains of the network. */
export function indexPage(chains: readonly PageChain[]): string {
  return page({
    title: "Chains",
    body: html`<h1>Local explorer</h1>
      <p class="lead">Transactions, accounts and blocks of the local network's chains, read from their own API.</p>
      <ul class="plain">${chains.map(
        (chain) => html`<li class="card"><a href="${explorerPath.chain(chain.name)}">${chain.label}</a>
          <span class="muted mono">${chain.name}</span></li>`,
      )}</ul>`,
  });
}

/** /explorer/<chain>: where the chain is, and a way in (its test accounts, its latest blocks). */
export function chainPage(chain: PageChain, info: ChainInfo, accounts: readonly string[]): string {
  return page({
    title: "Chain",
    chain,
    body: html`<h1>${chain.label}</h1>
      <p class="lead">Search for an account, a transaction id or a block number.</p>
      <section class="card">${facts([
        ["Chain id", html`<span class="mono id">${info.chainId}</span>`],
        ["Head block", blockLink(chain.name, info.headBlockNum)],
        ["Head time", chainTime(info.headBlockTime)],
        ["Irreversible", blockLink(chain.name, info.lastIrreversibleBlockNum)],
        ["Node", info.serverVersion],
      ])}</section>
      ${
        accounts.length === 0
          ? ""
          : html`<h2>Test accounts</h2>
            <p>${accounts.map((name, index) => html`${index > 0 ? ", " : ""}${accountLink(chain.name, name)}`)}</p>`
      }`,
  });
}
