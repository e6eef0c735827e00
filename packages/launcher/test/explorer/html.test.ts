import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "../../src/explorer/html";

describe("explorer html", () => {
  it("escapes every interpolated text, including in attributes", () => {
    const hostile = `<script>alert('x')</script>" onmouseover="x" & more`;
    const out = html`<a title="${hostile}">${hostile}</a>`.text;
    expect(out).not.toContain("<script>");
    expect(out).not.toContain('" onmouseover');
    expect(out).toBe(
      `<a title="${escapeHtml(hostile)}">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; onmouseover=&quot;x&quot; &amp; more</a>`,
    );
  });

  it("keeps markup made by html once, joins lists and shows nothing for empty values", () => {
    const items = ["<b>", "c&d"].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${undefined}${null}${false}${0}`.text).toBe(
      "<ul><li>&lt;b&gt;</li><li>c&amp;d</li></ul>0",
    );
  });
});
