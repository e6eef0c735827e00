import { type PageChain, page } from "./explorerLayout";
import { explorerPath } from "./explorerPaths";
import { html } from "./html";

/** A page that says why there is nothing to show: not found (404) or the chain did not answer (502). */
export function messagePage(title: string, message: string, chain?: PageChain): string {
  return page({
    title,
    ...(chain ? { chain } : {}),
    body: html`<h1>${title}</h1>
      <p class="lead">${message}</p>
      <p>${
        chain
          ? html`<a href="${explorerPath.chain(chain.name)}">Back to ${chain.label}</a>`
          : html`<a href="/explorer">See the chains</a>`
      }</p>`,
  });
}
