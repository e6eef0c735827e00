import type { ActionView } from "./chainAnswers";
import { prettyJson } from "./explorerFormat";
import { accountLink, actionName, authorizationText } from "./explorerLinks";
import { html, type SafeHtml } from "./html";
import { fields, text } from "./untrusted";

/** Inline actions nest at most this deep on a page (the chain's own limit is far lower in practice). */
const MAX_DEPTH = 32;

/** A one-line reading of a token movement: "alice → bob 1.2345 UTX" and its memo, when the data is one. */
export function transferSummary(chain: string, data: unknown): SafeHtml {
  const d = fields(data);
  const from = text(d.from);
  const to = text(d.to);
  const quantity = text(d.quantity);
  if (from === undefined || to === undefined || quantity === undefined) return html``;
  const memo = text(d.memo);
  return html`<p class="summary">${accountLink(chain, from)} → ${accountLink(chain, to)}
      <strong class="mono">${quantity}</strong></p>${
        memo === undefined || memo === ""
          ? ""
          : html`<p class="summary">Memo: <span class="mono">${memo}</span></p>`
      }`;
}

function outputs(action: ActionView): SafeHtml {
  return html`${
    action.console === undefined
      ? ""
      : html`<p class="summary muted">Console output</p><pre>${action.console}</pre>`
  }${
    action.returnValue === undefined
      ? ""
      : html`<p class="summary muted">Return value</p><pre>${prettyJson(action.returnValue)}</pre>`
  }`;
}

/** One action of the transaction itself: contract::name, who authorized it, its data in full. */
export function actionCard(chain: string, action: ActionView): SafeHtml {
  return html`<li class="card">
    <div class="row"><h3>${actionName(chain, action.account, action.name)}</h3>
      <span class="muted">by ${authorizationText(chain, action.authorization)}</span></div>
    ${transferSummary(chain, action.data)}
    <pre>${prettyJson(action.data)}</pre>
    ${outputs(action)}
  </li>`;
}

function notifiedText(chain: string, action: ActionView): SafeHtml {
  const others = action.notified.filter((receiver) => receiver !== action.account);
  if (others.length === 0) return html``;
  return html`<p class="summary"><span class="muted">Notified:</span> ${others.map(
    (receiver, index) => html`${index > 0 ? ", " : ""}${accountLink(chain, receiver)}`,
  )}</p>`;
}

function traceItem(
  chain: string,
  action: ActionView,
  children: Map<number, ActionView[]>,
  seen: Set<ActionView>,
  depth: number,
): SafeHtml {
  seen.add(action);
  const inline = action.creatorOrdinal > 0;
  const below = (children.get(action.ordinal) ?? []).filter((child) => !seen.has(child));
  return html`<li><div class="card">
      <div class="row"><span class="muted mono">#${action.ordinal}</span>
        <h3>${actionName(chain, action.account, action.name)}</h3>
        ${inline ? html`<span class="badge inline">inline, sent by #${action.creatorOrdinal}</span>` : ""}</div>
      <p class="summary"><span class="muted">Authorization:</span> ${authorizationText(chain, action.authorization)}</p>
      ${notifiedText(chain, action)}
      ${transferSummary(chain, action.data)}
      ${outputs(action)}
      <details${inline ? html` open` : ""}><summary>Data</summary><pre>${prettyJson(action.data)}</pre></details>
    </div>${
      below.length > 0 && depth < MAX_DEPTH
        ? html`<ul class="traces">${below.map((child) => traceItem(chain, child, children, seen, depth + 1))}</ul>`
        : ""
    }</li>`;
}

/**
 * The action traces as a tree: each action with the inline actions it sent nested under it (a settle's
 * inline transfers and reports), in execution order. An action whose creator is missing from the answer
 * is shown at the top rather than lost.
 */
export function traceTree(chain: string, actions: readonly ActionView[]): SafeHtml {
  const ordinals = new Set(actions.map((action) => action.ordinal));
  const children = new Map<number, ActionView[]>();
  const roots: ActionView[] = [];
  for (const action of actions) {
    const parent = action.creatorOrdinal;
    if (parent === 0 || parent === action.ordinal || !ordinals.has(parent)) {
      roots.push(action);
      continue;
    }
    const siblings = children.get(parent) ?? [];
    siblings.push(action);
    children.set(parent, siblings);
  }
  const seen = new Set<ActionView>();
  const items = roots.map((root) => traceItem(chain, root, children, seen, 0));
  // Anything left unseen sits in a creator cycle (a malformed answer): still listed, flat.
  const orphans = actions.filter((action) => !seen.has(action));
  return html`<ul class="traces">${items}${orphans.map((action) => traceItem(chain, action, new Map(), seen, 0))}</ul>`;
}
