import { transferSummary } from "./actionView";
import type { AccountView, ActionView, PermissionView } from "./chainAnswers";
import { bytes, chainTime, count, prettyJson, usage } from "./explorerFormat";
import { facts, type PageChain, page } from "./explorerLayout";
import { accountLink, actionName, blockLink, txLink } from "./explorerLinks";
import { html, type SafeHtml } from "./html";
import { fields, text } from "./untrusted";

/** One token contract's balances of the account; null when the contract could not be read. */
export interface ContractBalances {
  contract: string;
  balances: string[] | null;
}

export interface RecentActions {
  total?: number;
  actions: ActionView[];
}

export interface AccountPageData {
  account: AccountView;
  balances: ContractBalances[];
  /** Null when the history endpoint did not answer. */
  recent: RecentActions | null;
}

function balancesSection(chain: string, owner: string, sources: ContractBalances[]): SafeHtml {
  const rows = sources.flatMap(({ contract, balances }) =>
    (balances ?? []).map((asset) => {
      const [amount, symbol] = asset.split(" ");
      return html`<tr><td>${symbol ?? ""}</td><td>${accountLink(chain, contract)}</td>
        <td class="num mono">${amount ?? asset}</td></tr>`;
    }),
  );
  const unread = sources.filter((source) => source.balances === null).map((source) => source.contract);
  return html`<h2>Balances</h2>
    <section class="card">${
      rows.length === 0
        ? html`<p class="muted">${owner} holds no tokens of ${sources.map((s) => s.contract).join(", ") || "any listed contract"}.</p>`
        : html`<div class="scroll"><table><thead><tr><th>Token</th><th>Contract</th><th class="num">Balance</th></tr></thead>
          <tbody>${rows}</tbody></table></div>`
    }${unread.length === 0 ? "" : html`<p class="muted">Could not read: ${unread.join(", ")}.</p>`}</section>`;
}

function permissionText(chain: string, permission: PermissionView): SafeHtml {
  const keys = permission.keys.map(
    (entry) => html`<div class="mono id">${entry.key} (weight ${entry.weight ?? "?"})</div>`,
  );
  const accounts = permission.accounts.map(
    (entry) =>
      html`<div>${accountLink(chain, entry.actor)}@${entry.permission} (weight ${entry.weight ?? "?"})</div>`,
  );
  return html`<div class="muted">threshold ${permission.threshold ?? "?"}${
    permission.parent === "" ? "" : html`, parent ${permission.parent}`
  }</div>${keys}${accounts}`;
}

function resourcesSection(chain: string, account: AccountView): SafeHtml {
  return html`<h2>Resources</h2>
    <section class="card">${facts([
      ["RAM", usage(account.ramUsage, account.ramQuota, bytes)],
      ["CPU", usage(account.cpu.used, account.cpu.max, (n) => count(n, "µs"))],
      ["NET", usage(account.net.used, account.net.max, bytes)],
      ["Staked CPU", account.cpuStaked],
      ["Staked NET", account.netStaked],
      ["Liquid", account.coreLiquidBalance],
      ["Created", chainTime(account.created)],
      ["Privileged", account.privileged ? "yes" : undefined],
      ...account.permissions.map(
        (permission) => [`Permission ${permission.name}`, permissionText(chain, permission)] as const,
      ),
    ])}</section>`;
}

/** A short reading of an action's data: the transfer line when it is one, else its JSON in one line. */
function dataLine(chain: string, data: unknown): SafeHtml {
  const d = fields(data);
  if (text(d.from) !== undefined && text(d.quantity) !== undefined) return transferSummary(chain, data);
  const json = prettyJson(data, 400).replace(/\s*\n\s*/g, " ");
  return html`<p class="summary mono">${json}</p>`;
}

function recentSection(chain: string, recent: RecentActions | null): SafeHtml {
  if (recent === null)
    return html`<h2>Recent actions</h2><p class="muted">The chain's history endpoint did not answer.</p>`;
  const shown = recent.actions.length;
  const of = recent.total !== undefined && recent.total > shown ? ` of ${count(recent.total)}` : "";
  return html`<h2>Recent actions</h2>
    <p class="muted">${shown === 0 ? "No actions yet." : `The newest ${shown}${of}, newest first.`}</p>
    <ol class="plain">${recent.actions.map(
      (action) => html`<li class="card">
        <div class="row"><h3>${actionName(chain, action.account, action.name)}</h3>
          <span class="muted">${chainTime(action.timestamp)} · block ${blockLink(chain, action.blockNum)}</span></div>
        ${dataLine(chain, action.data)}
        <p class="summary"><span class="muted">Transaction:</span> ${txLink(chain, action.trxId)}</p>
      </li>`,
    )}</ol>`;
}

export function accountPage(chain: PageChain, data: AccountPageData): string {
  const { account } = data;
  return page({
    title: account.name,
    chain,
    body: html`<h1>${account.name}</h1>
      <p class="lead">Account on ${chain.label}</p>
      ${balancesSection(chain.name, account.name, data.balances)}
      ${resourcesSection(chain.name, account)}
      ${recentSection(chain.name, data.recent)}`,
  });
}
