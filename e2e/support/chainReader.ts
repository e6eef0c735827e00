/** What the journeys check on an Antelope chain from the node's side, through its HTTP API. */
export interface ChainReader {
  account(name: string): Promise<{ ram_quota: number; ram_usage: number }>;
  /** The account's balance of a symbol on eosio.token ("1.0000 UTX"), or undefined without a row. */
  balance(account: string, symbol: string, contract?: string): Promise<string | undefined>;
  etherAccountRows(): Promise<{ eos_account: string; eth_address: string }[]>;
  /** The data of the account's latest `contract::name` action (Hyperion get_actions), or undefined. */
  latestActionData(account: string, contract: string, name: string): Promise<unknown>;
}

async function post(api: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${api}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export function chainReader(api: string): ChainReader {
  return {
    account: async (name) => {
      const answer = (await post(api, "/v1/chain/get_account", { account_name: name })) as {
        ram_quota: number;
        ram_usage: number;
      };
      return { ram_quota: answer.ram_quota, ram_usage: answer.ram_usage };
    },
    balance: async (account, symbol, contract = "eosio.token") => {
      const answer = (await post(api, "/v1/chain/get_currency_balance", {
        code: contract,
        account,
        symbol,
      })) as string[] | undefined;
      return answer?.[0];
    },
    etherAccountRows: async () => {
      const answer = (await post(api, "/v1/chain/get_table_rows", {
        code: "etheraccount",
        scope: "etheraccount",
        table: "etheraccount",
        json: true,
        limit: 1000,
      })) as { rows: { eos_account: string; eth_address: string }[] };
      return answer.rows;
    },
    latestActionData: async (account, contract, name) => {
      const query = new URLSearchParams({ account, filter: `${contract}:${name}`, limit: "1", sort: "desc" });
      const response = await fetch(`${api}/v2/history/get_actions?${query}`);
      if (!response.ok) throw new Error(`get_actions answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { actions: { act: { data: unknown } }[] };
      return answer.actions[0]?.act.data;
    },
  };
}
