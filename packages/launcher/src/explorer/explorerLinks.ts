import { explorerPath, isAccountName, isTransactionId } from "./explorerPaths";
import { html, type SafeHtml } from "./html";

/**
 * Links between explorer pages. A value read from the chain becomes a link only when it has the shape of
 * what it links to (an account name, a 64-hex id, a block number); anything else is shown as escaped text.
 */

export function accountLink(chain: string, name: string): SafeHtml {
  return isAccountName(name)
    ? html`<a href="${explorerPath.account(chain, name)}">${name}</a>`
    : html`<span>${name}</span>`;
}

/** A transaction id, shortened to its first 12 characters unless `full`. */
export function txLink(chain: string, id: string | undefined, full = false): SafeHtml {
  if (id === undefined || !isTransactionId(id)) return html`<span class="muted">unknown</span>`;
  const label = full ? id : `${id.slice(0, 12)}...`;
  return html`<a class="mono id" href="${explorerPath.tx(chain, id)}" title="${id}">${label}</a>`;
}

export function blockLink(chain: string, num: number | undefined): SafeHtml {
  if (num === undefined || !Number.isSafeInteger(num) || num < 1)
    return html`<span class="muted">unknown</span>`;
  return html`<a href="${explorerPath.block(chain, num)}">#${num.toLocaleString("en-US")}</a>`;
}

/** An authorization as actor@permission, the actor linked. */
export function authorizationText(chain: string, levels: { actor: string; permission: string }[]): SafeHtml {
  if (levels.length === 0) return html`<span class="muted">none</span>`;
  return html`${levels.map(
    (level, index) => html`${index > 0 ? ", " : ""}${accountLink(chain, level.actor)}@${level.permission}`,
  )}`;
}

/** contract::action with the contract linked. */
export function actionName(chain: string, account: string, name: string): SafeHtml {
  return html`<span class="mono">${accountLink(chain, account)}::${name}</span>`;
}
