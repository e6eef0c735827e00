import { describe, expect, it } from "vitest";
import { accountPage } from "../../src/explorer/accountPage";
import { accountOf, actionOf, chainInfoOf, transactionOf } from "../../src/explorer/chainAnswers";
import { transactionPage } from "../../src/explorer/transactionPage";
import { actionDoc, info, TX_ID } from "./fakeChainApi";

const UX = { name: "ux", label: "UX Network" };
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

/** A settle: the AMM's action with two inline transfers and a report, one of them hostile. */
function settleTransaction() {
  const answer = {
    executed: true,
    actions: [
      actionDoc(1, 0, {
        account: "amm.ux",
        name: "settle",
        data: { orders: [7], [HOSTILE]: HOSTILE },
        actor: "keeper",
      }),
      actionDoc(2, 1, {
        account: "eosio.token",
        name: "transfer",
        data: { from: "amm.ux", to: "alice", quantity: "12.5000 UTX", memo: HOSTILE },
        actor: "amm.ux",
      }),
      actionDoc(
        3,
        2,
        { account: "amm.ux", name: "report", data: { id: 7, text: "filled" }, actor: "amm.ux" },
        {
          console: `printed ${HOSTILE}`,
          return_value_data: { ok: HOSTILE },
        },
      ),
      actionDoc(4, 1, {
        account: HOSTILE,
        name: HOSTILE,
        data: { from: HOSTILE, to: "bob", quantity: "1.0000 UTX", memo: "" },
        actor: HOSTILE,
      }),
    ],
  };
  const tx = transactionOf(TX_ID, answer);
  if (tx === null) throw new Error("no transaction");
  return tx;
}

describe("explorer pages", () => {
  it("escapes chain data everywhere on a transaction page and links only real names", () => {
    const page = transactionPage(UX, settleTransaction(), chainInfoOf(info(50, 45)));
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<img");
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // A hostile "account" is shown as text, never turned into a link.
    expect(page).not.toMatch(/href="[^"]*(script|%3C)/i);
    expect(page).toContain('<a href="/explorer/ux/account/alice">alice</a>');
    expect(page).toContain(`printed &lt;script&gt;`);
    expect(page).toContain("&quot;ok&quot;: &quot;&lt;script&gt;");
  });

  it("says a transaction is irreversible once get_info's last irreversible block reaches its block", () => {
    const tx = settleTransaction();
    const final = transactionPage(UX, tx, chainInfoOf(info(50, 40)));
    expect(final).toContain("Irreversible</span>");
    expect(final).not.toContain("Not yet irreversible");
    const pending = transactionPage(UX, tx, chainInfoOf(info(50, 39)));
    expect(pending).toContain("Not yet irreversible");
    expect(pending).toContain("last irreversible block is #39");
    expect(pending).toContain('<a href="/explorer/ux/block/40">#40</a>');
  });

  it("nests inline actions under the action that sent them, with CPU and NET", () => {
    const page = transactionPage(UX, settleTransaction(), chainInfoOf(info(50, 45)));
    expect(page).toContain("1 (3 inline)");
    expect(page).toContain("CPU 155 µs · NET 200 bytes");
    const settle = page.indexOf("#1</span>");
    const transfer = page.indexOf("#2</span>");
    const report = page.indexOf("#3</span>");
    const other = page.indexOf("#4</span>");
    expect(settle).toBeGreaterThan(0);
    expect([settle < transfer, transfer < report, report < other]).toEqual([true, true, true]);
    // The report sits two lists deep under the settle, the second transfer one deep.
    const between = page.slice(settle, report);
    expect(between.match(/<ul class="traces">/g)?.length).toBe(2);
    expect(page).toContain("inline, sent by #2");
    expect(page).toContain("12.5000 UTX");
  });

  it("shows balances, resources and recent actions on an account page, escaped", () => {
    const account = accountOf({
      account_name: "alice",
      ram_quota: 65536,
      ram_usage: 2900,
      cpu_limit: { used: 154, max: 10000000 },
      net_limit: { used: 199, max: 100000000 },
      total_resources: { cpu_weight: "1000.0000 UTX", net_weight: "1000.0000 UTX" },
      permissions: [
        {
          perm_name: "active",
          parent: "owner",
          required_auth: { threshold: 1, keys: [{ key: HOSTILE, weight: 1 }] },
        },
      ],
    });
    const page = accountPage(UX, {
      account,
      balances: [
        { contract: "eosio.token", balances: ["9998.7655 UTX", `1.0000 ${HOSTILE}`] },
        { contract: "stake.ux", balances: null },
      ],
      recent: {
        total: 40,
        actions: [
          actionOf(
            actionDoc(1, 0, {
              account: "eosio.token",
              name: "transfer",
              data: { from: "alice", to: "bob", quantity: "1.2345 UTX", memo: HOSTILE },
            }),
          ),
        ],
      },
    });
    expect(page).not.toContain("<script>");
    expect(page).toContain("9998.7655");
    expect(page).toContain("2.8 KiB of 64.0 KiB");
    expect(page).toContain("Could not read: stake.ux.");
    expect(page).toContain("The newest 1 of 40, newest first.");
    expect(page).toContain(`href="/explorer/ux/tx/${TX_ID}"`);
  });
});
