import { actionCard, traceTree } from "./actionView";
import type { ActionView, ChainInfo, TransactionView } from "./chainAnswers";
import { chainTime, count } from "./explorerFormat";
import { facts, type PageChain, page } from "./explorerLayout";
import { accountLink, blockLink } from "./explorerLinks";
import { isAccountName } from "./explorerPaths";
import { html, type SafeHtml } from "./html";
import { fields, text } from "./untrusted";

/** Data fields that name an account in the common contracts (token transfers, AMM orders, resources). */
const ACCOUNT_FIELDS = ["from", "to", "owner", "account", "user", "payer", "receiver", "creator", "issuer"];

/** Executed, and whether its block is irreversible yet (at or below get_info's last irreversible block). */
export function transactionStatus(blockNum: number | undefined, info: ChainInfo): SafeHtml {
  if (blockNum === undefined) return html`<span class="badge ok">Executed</span>`;
  return blockNum <= info.lastIrreversibleBlockNum
    ? html`<span class="badge ok">Executed</span> <span class="badge ok">Irreversible</span>`
    : html`<span class="badge ok">Executed</span> <span class="badge wait">Not yet irreversible</span>
        <span class="muted">(last irreversible block is #${info.lastIrreversibleBlockNum.toLocaleString("en-US")})</span>`;
}

/** Every account the transaction touched: contracts, authorizers, notified receivers, named data fields. */
export function involvedAccounts(actions: readonly ActionView[]): string[] {
  const names = new Set<string>();
  for (const action of actions) {
    names.add(action.account);
    for (const level of action.authorization) names.add(level.actor);
    for (const receiver of action.notified) names.add(receiver);
    const data = fields(action.data);
    for (const key of ACCOUNT_FIELDS) {
      const value = text(data[key]);
      if (value !== undefined) names.add(value);
    }
  }
  return [...names].filter(isAccountName).sort();
}

function resources(tx: TransactionView): string | undefined {
  if (tx.cpuUsageUs === undefined && tx.netUsageWords === undefined) return undefined;
  const net = tx.netUsageWords === undefined ? "unknown" : count(tx.netUsageWords * 8, "bytes");
  return `CPU ${count(tx.cpuUsageUs, "µs")} · NET ${net}`;
}

export function transactionPage(chain: PageChain, tx: TransactionView, info: ChainInfo): string {
  const top = tx.actions.filter((action) => action.creatorOrdinal === 0);
  const inline = tx.actions.length - top.length;
  const accounts = involvedAccounts(tx.actions);
  return page({
    title: `Transaction ${tx.id.slice(0, 12)}`,
    chain,
    body: html`<h1>Transaction</h1>
      <p class="lead mono id">${tx.id}</p>
      <section class="card">${facts([
        ["Status", transactionStatus(tx.blockNum, info)],
        ["Block", blockLink(chain.name, tx.blockNum)],
        ["Time", chainTime(tx.blockTime)],
        ["Resources", resources(tx)],
        ["Actions", `${top.length} (${inline} inline)`],
        [
          "Accounts",
          html`${accounts.map((name, index) => html`${index > 0 ? ", " : ""}${accountLink(chain.name, name)}`)}`,
        ],
      ])}</section>
      <h2>Actions</h2>
      <ol class="plain">${top.map((action) => actionCard(chain.name, action))}</ol>
      <h2>Action traces</h2>
      <p class="muted">Every action executed, with the inline actions each one sent nested under it.</p>
      ${traceTree(chain.name, tx.actions)}`,
  });
}
