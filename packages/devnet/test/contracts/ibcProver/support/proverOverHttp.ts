import { readFileSync } from "node:fs";
import { PROVER_CONTRACT, PROVER_TABLES } from "@ux/core/bridge/contract";
import type { PrivateKey, SignedTransaction } from "@wharfkit/antelope";
import { systemAccountKey } from "../../../../src/genesis/chainGenesis";
import type { DevnetChainName } from "../../../../src/genesis/chainIds";
import { testAccountKey } from "../../../../src/genesis/testAccounts";
import type { ChainClient, RawResponse } from "../../../integration/chainClient";

/*
 * The prover as a bridge's tools reach it: actions signed with WharfKit and pushed through the devnet's
 * HTTP API (push_transaction), tables read with get_table_rows.
 */

const VECTORS_DIR = new URL("../../../../../../../shared/test-vectors/ibc-jungle4/", import.meta.url);

/** A Jungle4 vector exactly as the file holds it (a fresh copy each call, free to mutate). */
export function jungle4Vector(fileName: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(fileName, VECTORS_DIR), "utf8"));
}

export const JUNGLE4_FILES = {
  schedule36: "schedule-jungle4-36.json",
  heavy24562480: "heavy-proof-a-24562480.json",
  heavy24562919: "heavy-proof-a-24562919.json",
  heavy24563672: "heavy-proof-a-24563672.json",
  light22531781: "light-proof-22531781.json",
} as const;

export interface Signer {
  actor: string;
  key: PrivateKey;
}

export const testSigner = (actor: string): Signer => ({ actor, key: testAccountKey(actor) });

/** ibc.prove's own authority (the development key of the chain's contract accounts). */
export const proverSigner = (chain: DevnetChainName): Signer => ({
  actor: PROVER_CONTRACT,
  key: systemAccountKey(chain),
});

/** Each push expires a second later than the one before, so pushing the same action again is a new transaction. */
let pushes = 0;

/** One ibc.prove action, signed by `signer`, whose data is `data` as it is (not pushed yet). */
export function signProver(
  client: ChainClient,
  name: string,
  data: Record<string, unknown>,
  signer: Signer,
  options: { expireSeconds?: number } = {},
): Promise<SignedTransaction> {
  return client.sign(
    [
      {
        account: PROVER_CONTRACT,
        name,
        authorization: [{ actor: signer.actor, permission: "active" }],
        data,
      },
    ],
    [signer.key],
    options,
  );
}

/** Pushes one ibc.prove action, signed by `signer`, whose data is `data` as it is. */
export async function pushProver(
  client: ChainClient,
  name: string,
  data: Record<string, unknown>,
  signer: Signer,
): Promise<RawResponse> {
  return client.push(
    await signProver(client, name, data, signer, { expireSeconds: 120 + (pushes++ % 3000) }),
  );
}

/** The text a refused push failed with (nodeos' first detail), or "accepted". */
export function outcome(response: RawResponse): string {
  if (response.status === 202 || response.status === 200) return "accepted";
  return String(response.json?.error?.details?.[0]?.message ?? JSON.stringify(response.json));
}

export const refusedWith = (assertion: string) => `assertion failure with message: ${assertion}`;

/** Every row of a prover table in a scope (the chain's name; the contract for `chains`). */
// biome-ignore lint/suspicious/noExplicitAny: tests read the rows field by field.
export async function proverRows(client: ChainClient, table: string, scope: string): Promise<any[]> {
  const response = await client.post("/v1/chain/get_table_rows", {
    code: PROVER_CONTRACT,
    scope,
    table,
    json: true,
    limit: 1000,
  });
  if (response.status !== 200) throw new Error(`get_table_rows ${table}: ${JSON.stringify(response.json)}`);
  return response.json.rows;
}

export const chainsOf = (client: ChainClient) => proverRows(client, PROVER_TABLES.chains, PROVER_CONTRACT);
