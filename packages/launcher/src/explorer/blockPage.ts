import type { BlockTransactionView, BlockView, ChainInfo } from "./chainAnswers";
import { chainTime, count } from "./explorerFormat";
import { facts, type PageChain, page } from "./explorerLayout";
import { accountLink, blockLink, txLink } from "./explorerLinks";
import { html, type SafeHtml } from "./html";

function blockStatus(num: number, info: ChainInfo): SafeHtml {
  return num <= info.lastIrreversibleBlockNum
    ? html`<span class="badge ok">Irreversible</span>`
    : html`<span class="badge wait">Not yet irreversible</span>`;
}

function transactionItem(chain: string, trx: BlockTransactionView): SafeHtml {
  const status = trx.status ?? "unknown";
  const net = trx.netUsageWords === undefined ? "unknown" : count(trx.netUsageWords * 8, "bytes");
  return html`<li class="card">
    <div class="row">${txLink(chain, trx.id)}
      <span class="badge ${status === "executed" ? "ok" : "bad"}">${status}</span></div>
    <p class="summary muted">CPU ${count(trx.cpuUsageUs, "µs")} · NET ${net}</p>
    ${
      trx.actions.length === 0
        ? ""
        : html`<p class="summary mono">${trx.actions.map(
            (action, index) =>
              html`${index > 0 ? ", " : ""}${accountLink(chain, action.account)}::${action.name}`,
          )}</p>`
    }
  </li>`;
}

export function blockPage(chain: PageChain, block: BlockView, info: ChainInfo): string {
  const next = block.num < info.headBlockNum ? blockLink(chain.name, block.num + 1) : undefined;
  return page({
    title: `Block ${block.num}`,
    chain,
    body: html`<h1>Block #${block.num.toLocaleString("en-US")}</h1>
      <p class="lead mono id">${block.id ?? ""}</p>
      <section class="card">${facts([
        ["Status", blockStatus(block.num, info)],
        ["Time", chainTime(block.timestamp)],
        ["Producer", block.producer === undefined ? undefined : accountLink(chain.name, block.producer)],
        ["Previous", block.num > 1 ? blockLink(chain.name, block.num - 1) : undefined],
        ["Next", next],
        ["Transactions", count(block.transactions.length)],
      ])}</section>
      <h2>Transactions</h2>
      ${
        block.transactions.length === 0
          ? html`<p class="muted">This block has no transactions.</p>`
          : html`<ol class="plain">${block.transactions.map((trx) => transactionItem(chain.name, trx))}</ol>`
      }`,
  });
}
