import { vi } from "vitest";
import { ACTIVE_KEY, OWNER_KEY } from "./fixtures";

/**
 * The chain nodes the dialogs read, behind a stubbed fetch: existing accounts (get_table_by_scope on the
 * system's userres) and their keys (get_account). `down` makes every request fail as a lost network would.
 */
export function stubChain(existing: string[] = ["alice"]) {
  const chain = { requests: [] as { path: string; body: Record<string, unknown> }[], down: false };
  vi.stubGlobal("fetch", async (url: string, init: { body?: string }) => {
    const path = new URL(url).pathname;
    const body = init.body === undefined ? {} : (JSON.parse(init.body) as Record<string, unknown>);
    chain.requests.push({ path, body });
    if (chain.down) throw new TypeError("Failed to fetch");
    const json = (value: unknown) => new Response(JSON.stringify(value));
    if (path === "/v1/chain/get_table_by_scope") {
      const name = String(body.lower_bound);
      const rows = existing.includes(name)
        ? [{ code: "eosio", scope: name, table: "userres", count: 1 }]
        : [];
      return json({ rows, more: "" });
    }
    if (path === "/v1/chain/get_account")
      return json({
        account_name: body.account_name,
        last_code_update: "1970-01-01T00:00:00.000",
        permissions: [
          {
            perm_name: "owner",
            parent: "",
            required_auth: { threshold: 1, keys: [{ key: OWNER_KEY, weight: 1 }] },
          },
          {
            perm_name: "active",
            parent: "owner",
            required_auth: { threshold: 1, keys: [{ key: ACTIVE_KEY, weight: 1 }] },
          },
        ],
      });
    return new Response(JSON.stringify({ code: 404, message: "Not Found" }), { status: 404 });
  });
  return chain;
}
