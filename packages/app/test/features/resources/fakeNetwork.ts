/**
 * The nodes the Resources page reads, as a fetch a test scripts: the Ethereum node's JSON-RPC (balances),
 * and UX's get_table_by_scope (receiver search) and get_table_rows (the KYC registry). Every request is
 * recorded; unknown ones fail as an unreachable node would.
 */
export function fakeNetwork(
  options: {
    /** Wei the paying address holds. */
    ethBalance?: bigint;
    /** Accounts UX has, in name order. */
    accounts?: string[];
    /** Accounts kyc.ux lists. */
    verified?: string[];
  } = {},
) {
  const requests: { url: string; body: unknown }[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const body: unknown = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    requests.push({ url, body });
    const call = body as Record<string, unknown> & { method?: string; params?: unknown[]; id?: number };
    if (url.startsWith("http://127.0.0.1:8545")) {
      if (call.method === "eth_getBalance")
        return json({ jsonrpc: "2.0", id: call.id, result: `0x${(options.ethBalance ?? 0n).toString(16)}` });
      return json({ jsonrpc: "2.0", id: call.id, error: { code: -32601, message: "method not found" } });
    }
    if (url.endsWith("/v1/chain/get_table_by_scope")) {
      const lower = String(call.lower_bound);
      const upper = String(call.upper_bound);
      const scopes = (options.accounts ?? [])
        .filter((name) => name >= lower && name <= upper)
        .slice(0, Number(call.limit));
      return json({
        rows: scopes.map((scope) => ({ code: "eosio", scope, table: "userres", count: 1 })),
        more: "",
      });
    }
    if (url.endsWith("/v1/chain/get_table_rows")) {
      const account = String(call.lower_bound);
      const rows = (options.verified ?? []).includes(account)
        ? [{ account, verified_at: "2026-01-01T00:00:00" }]
        : [];
      return json({ rows, more: false });
    }
    throw new TypeError(`fetch failed: ${url}`);
  };
  return { fetch, requests };
}
