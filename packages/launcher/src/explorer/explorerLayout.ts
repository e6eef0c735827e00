import { EXPLORER_ROOT, explorerPath, STYLESHEET_PATH } from "./explorerPaths";
import { html, type SafeHtml } from "./html";

/** The chain a page belongs to: its key in the config and its label. */
export interface PageChain {
  name: string;
  label: string;
}

export interface PageParts {
  title: string;
  chain?: PageChain;
  body: SafeHtml;
}

function header(chain: PageChain | undefined): SafeHtml {
  const crumbs = html`<p class="crumbs"><a href="${EXPLORER_ROOT}">Local explorer</a>${
    chain ? html` / <a href="${explorerPath.chain(chain.name)}">${chain.label}</a>` : ""
  }</p>`;
  const search = chain
    ? html`<form class="search" role="search" method="get" action="${explorerPath.search(chain.name)}">
        <label class="visually-hidden" for="q">Search ${chain.label}</label>
        <input id="q" name="q" type="search" required maxlength="80" autocomplete="off"
          placeholder="Account, tx id or block" />
        <button type="submit">Search</button>
      </form>`
    : "";
  return html`<header><div class="bar">${crumbs}${search}</div></header>`;
}

/** A whole page: no script, one stylesheet file, the visitor's colour scheme. */
export function page(parts: PageParts): string {
  const title = parts.chain ? `${parts.title} · ${parts.chain.label}` : parts.title;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light dark" />
<meta name="robots" content="noindex" />
<title>${title} · Local explorer</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}" />
</head>
<body>
${header(parts.chain)}
<main>
${parts.body}
</main>
</body>
</html>
`.text;
}

/** Label/value pairs as a definition list; rows without a value are left out. */
export function facts(rows: readonly (readonly [string, SafeHtml | string | undefined])[]): SafeHtml {
  return html`<dl class="facts">${rows
    .filter(([, value]) => value !== undefined)
    .map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`;
}
