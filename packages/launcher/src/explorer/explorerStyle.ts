/**
 * The explorer's one stylesheet, served as a file (/explorer/style.css) so the pages need no inline style
 * under any Content-Security-Policy. System fonts, light and dark by the visitor's preference, one column
 * that fits a 390 px phone; long ids and JSON wrap or scroll inside their box, never the page.
 */
export const EXPLORER_CSS = `
:root {
  color-scheme: light dark;
  --bg: #f6f7f9; --card: #ffffff; --text: #1b1f24; --muted: #57606a; --line: #d8dee4;
  --link: #0550ae; --code: #eef1f4; --ok: #1a7f37; --ok-bg: #dafbe1; --wait: #7d4e00; --wait-bg: #fff8c5;
  --bad: #a40e26; --bad-bg: #ffebe9;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --card: #161b22; --text: #e6edf3; --muted: #9da7b3; --line: #30363d;
    --link: #79c0ff; --code: #1f2630; --ok: #7ee787; --ok-bg: #12361e; --wait: #e3b341; --wait-bg: #3a2e0a;
    --bad: #ff9492; --bad-bg: #4a1419;
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
a { color: var(--link); }
a:focus-visible, button:focus-visible, input:focus-visible, summary:focus-visible {
  outline: 2px solid var(--link); outline-offset: 2px;
}
header { background: var(--card); border-bottom: 1px solid var(--line); }
.bar { max-width: 960px; margin: 0 auto; padding: 12px 16px; display: flex; flex-wrap: wrap; gap: 8px 16px;
  align-items: center; justify-content: space-between; }
.crumbs { margin: 0; font-weight: 600; }
.search { display: flex; gap: 8px; flex: 1 1 280px; max-width: 480px; }
.search input { flex: 1; min-width: 0; padding: 8px 10px; font: inherit; color: var(--text);
  background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
.search button { padding: 8px 14px; font: inherit; color: var(--text); background: var(--code);
  border: 1px solid var(--line); border-radius: 6px; cursor: pointer; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; }
main { max-width: 960px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.5rem; margin: 8px 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 28px 0 8px; }
h3 { font-size: 1rem; margin: 0; overflow-wrap: anywhere; }
.lead { color: var(--muted); margin: 0 0 16px; overflow-wrap: anywhere; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px;
  margin: 0 0 12px; }
dl.facts { display: grid; grid-template-columns: minmax(7rem, max-content) 1fr; gap: 6px 16px; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 480px) {
  dl.facts { grid-template-columns: 1fr; gap: 0; }
  dl.facts dd { margin-bottom: 8px; }
}
.mono, code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875rem; }
.id { overflow-wrap: anywhere; word-break: break-all; }
pre { background: var(--code); border-radius: 6px; padding: 10px; margin: 8px 0 0; overflow-x: auto;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 0.85rem; font-weight: 600; }
.badge.ok { color: var(--ok); background: var(--ok-bg); }
.badge.wait { color: var(--wait); background: var(--wait-bg); }
.badge.bad { color: var(--bad); background: var(--bad-bg); }
.badge.inline { color: var(--muted); background: var(--code); }
.muted { color: var(--muted); }
.plain { list-style: none; padding: 0; margin: 0; }
.plain > li { margin: 0 0 12px; }
ul.traces { list-style: none; padding-left: 0; margin: 0; }
ul.traces ul.traces { padding-left: 14px; border-left: 2px solid var(--line); margin-top: 8px; }
.summary { margin: 4px 0 0; overflow-wrap: anywhere; }
.row { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
details { margin-top: 6px; }
summary { cursor: pointer; color: var(--muted); }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
