import { chainTimeToMs, createChainClient } from "@ux/core/chainClient";
import { STAKE_ERRORS } from "@ux/core/stake/contract";
import { systemAccountKey } from "@ux/devnet";
import { uxServiceAccountKey } from "@ux/devnet/genesis/uxServiceAccounts";
import { Bytes, Checksum256, Signature } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stakeRequestsOf } from "../../src/db/stakeRequestStore";
import { proveOwnership } from "../support/provenSession";
import { postJson } from "./support/chainReads";
import {
  OPERATOR,
  STAKE,
  type StakeNetwork,
  startStakeNetwork,
  startStakeServices,
  utxOf,
} from "./support/stakeNetwork";
import { type Cosigned, StakeUser } from "./support/stakeUser";

/*
 * What the stake co-signer must refuse, against the real devnet and service: requests without a proof, for
 * another account, below dust, for a past, unknown or far expiry, malformed, or past the rate limits all get
 * a msg and no signature (nothing stored); a co-signed transaction changed in any byte is refused by the chain.
 */

let network: StakeNetwork;
let alice: StakeUser;
let code = 0;
const opened: StakeUser[] = [];

async function connect(account: string, prove = true): Promise<StakeUser> {
  const user = await StakeUser.connect(network.stakeUrl, network.chainApi, network.chainId, account, prove);
  opened.push(user);
  return user;
}

beforeAll(async () => {
  // alice sends many refused requests here: the limits are tested on services of their own below.
  network = await startStakeNetwork({
    limits: {
      stakeRequestsPerConnection: { count: 1_000, windowMs: 60_000 },
      stakeRequestsPerAccount: { count: 1_000, windowMs: 60_000 },
    },
  });
  alice = await connect("alice");
  await new Promise((resolve) => setTimeout(resolve, 300));
  code = alice.rates[0]?.[1]?.expiry as number;
}, 60_000);

afterAll(async () => {
  for (const user of opened) user.close();
  await network?.services.stop();
  await network?.devnet.stop();
});

const stake = (fields: Record<string, unknown> = {}) => ({
  authorization: "alice",
  amount: "10",
  expiry: code,
  stakeRewards: false,
  allowUnwinding: true,
  ...fields,
});
const stored = async (account: string) =>
  (await stakeRequestsOf(network.services.database.db, account)).length;
const NOT_PROVEN = (event: string) =>
  `Prove your account before ${event}: getNonce, verifyAuth (or verifyAuthMetamask), then setUser`;

describe("requests the co-signer refuses", () => {
  it("without a proven account", async () => {
    const stranger = await connect("bob", false);
    expect(await stranger.request("requestStake", stake({ authorization: "bob" }))).toEqual({
      error: NOT_PROVEN("requestStake"),
    });
    expect(await stranger.ask("getStakeHistory")).toEqual({ error: NOT_PROVEN("getStakeHistory") });
    expect(await stranger.request("requestRedeem", { authorization: "bob", expiry: code })).toEqual({
      error: NOT_PROVEN("requestRedeem"),
    });
    expect(await stored("bob")).toBe(0);
  });

  it("for another account, in every form of authorization", async () => {
    const refusal = (event: string) => ({
      error: `${event} must be authorized by alice (the proven account), not bob`,
    });
    for (const authorization of [
      "bob",
      { actor: "bob", permission: "active" },
      [{ actor: "bob", permission: "owner" }],
    ])
      expect(await alice.request("requestStake", stake({ authorization }))).toEqual(refusal("requestStake"));
    expect(
      await alice.request("requestUnstake", { authorization: "bob", amount: "1", expiry: code }),
    ).toEqual(refusal("requestUnstake"));
    expect(await alice.request("requestRedeem", { authorization: "bob", expiry: code })).toEqual(
      refusal("requestRedeem"),
    );
    expect(alice.messages.at(-1)).toBe(refusal("requestRedeem").error);
  });

  it("at or below dust, not a plain amount, or more than the account holds", async () => {
    const held = await utxOf(network.chainApi, "alice");
    const cases: [unknown, string][] = [
      ["0", STAKE_ERRORS.dust],
      [0, STAKE_ERRORS.dust],
      ["0.0000", STAKE_ERRORS.dust],
      ["0.00001", "Invalid requestStake amount '0.00001': At most 4 decimals are allowed"],
      ["-1", "Invalid requestStake amount '-1': The amount cannot have a sign"],
      ["1e3", "Invalid requestStake amount '1e3': Write the amount without an exponent"],
      ["1,5", "Invalid requestStake amount '1,5': Use a dot for decimals and no thousands separators"],
      [-1, "Invalid requestStake payload at amount: must be a number at or above zero"],
      [
        "20000",
        `alice holds ${held / 10_000n}.${String(held % 10_000n).padStart(4, "0")} UTX: not enough to stake 20000.0000 UTX`,
      ],
    ];
    for (const [amount, error] of cases)
      expect([amount, await alice.request("requestStake", stake({ amount }))]).toEqual([amount, { error }]);
    expect(
      await alice.request("requestUnstake", { authorization: "alice", amount: "0", expiry: code }),
    ).toEqual({
      error: STAKE_ERRORS.position,
    });
  });

  it("for a past, a far or a non-quarterly expiry", async () => {
    for (const expiry of [202003, 202012, "202103", 204012, 999903])
      expect(await alice.request("requestStake", stake({ expiry }))).toEqual({
        error: STAKE_ERRORS.notStakeable,
      });
    const quarterly =
      "Invalid requestStake payload at expiry: must be a quarterly expiry YYYYMM (month 03, 06, 09 or 12)";
    for (const expiry of [202604, 202600, 202613, 99912])
      expect(await alice.request("requestStake", stake({ expiry }))).toEqual({ error: quarterly });
    expect(await alice.request("requestStake", stake({ expiry: "2026-12" }))).toEqual({
      error: "Invalid requestStake payload at expiry: must be YYYYMM",
    });
    expect(await alice.request("requestRedeem", { authorization: "alice", expiry: 202003 })).toEqual({
      error: STAKE_ERRORS.position,
    });
  });

  it("malformed payloads", async () => {
    const cases: [unknown, string][] = [
      [undefined, "Invalid requestStake payload: Invalid input: expected object, received undefined"],
      ["alice", "Invalid requestStake payload: Invalid input: expected object, received string"],
      [
        { ...stake(), stakeRewards: "yes" },
        "Invalid requestStake payload at stakeRewards: Invalid input: expected boolean, received string",
      ],
      [{ ...stake(), extra: 1 }, 'Invalid requestStake payload: Unrecognized key: "extra"'],
      [
        { authorization: "alice", amount: "1", expiry: code },
        "Invalid requestStake payload at stakeRewards: Invalid input: expected boolean, received undefined",
      ],
      [
        { ...stake(), authorization: "ALICE" },
        "Invalid requestStake payload at authorization: Invalid input",
      ],
      [
        { ...stake(), amount: "9".repeat(41) },
        "Invalid requestStake payload at amount: is too long for an amount",
      ],
    ];
    for (const [payload, error] of cases)
      expect(await alice.request("requestStake", payload)).toEqual({ error });
    expect(await stored("alice")).toBe(0);
  });

  it("from service accounts, whatever key proves them", async () => {
    const socket = (await connect("carol", false)).socket;
    expect(await proveOwnership(socket, OPERATOR, systemAccountKey("ux"), network.chainId)).toEqual({
      error: "stake.op is a service or system account and cannot be used here",
    });
    expect(await proveOwnership(socket, STAKE, systemAccountKey("ux"), network.chainId)).toEqual({
      error: "stake.ux is a service or system account and cannot be used here",
    });
  });

  it("past the rate limits, per connection and then per account", async () => {
    const limited = await startStakeServices(network.chainApi, {
      limits: {
        stakeRequestsPerConnection: { count: 6, windowMs: 60_000 },
        stakeRequestsPerAccount: { count: 9, windowMs: 60_000 },
      },
    });
    const url = limited.urls.stakeSocket as string;
    const connectLimited = async () => {
      const user = await StakeUser.connect(url, network.chainApi, network.chainId, "dave");
      opened.push(user);
      return user;
    };
    const first = await connectLimited();
    // The wait counts down from the window's first request: a slow machine may already be a second in.
    const tooMany = {
      error: expect.stringMatching(/^Too many stake requests for dave: try again in (60|59) s$/),
    };
    const past = {
      authorization: "dave",
      amount: "1",
      expiry: 202003,
      stakeRewards: false,
      allowUnwinding: true,
    };
    for (let i = 0; i < 6; i++)
      expect(await first.request("requestStake", past)).toEqual({ error: STAKE_ERRORS.notStakeable });
    expect(await first.request("requestStake", past)).toEqual(tooMany);
    const second = await connectLimited();
    for (let i = 0; i < 3; i++)
      expect(await second.request("requestRedeem", { authorization: "dave", expiry: 202003 })).toEqual({
        error: STAKE_ERRORS.position,
      });
    expect(
      await second.request("requestUnstake", { authorization: "dave", amount: "1", expiry: 202003 }),
    ).toEqual(tooMany);
    expect(await stakeRequestsOf(limited.database.db, "dave")).toEqual([]);
    for (const user of [first, second]) user.close();
    await limited.stop();
  });
});

describe("a co-signed stake", () => {
  let cosigned: Cosigned;

  it("is the transaction the service built: payer noop first, TaPoS 3 behind, expiring within 5 minutes", async () => {
    const node = createChainClient(network.chainApi, { fetch });
    const before = await node.getInfo();
    const answer = await alice.request("requestStake", stake());
    if ("error" in answer) throw new Error(answer.error);
    cosigned = answer;
    const { tx } = cosigned;
    const auth = (actor: string, permission: string) => ({ actor, permission });
    expect(
      (tx.actions as { account: string; name: string; authorization: unknown }[]).map((action) => [
        action.account,
        action.name,
        action.authorization,
      ]),
    ).toEqual([
      ["ux.payer", "noop", [auth("ux.payer", "cosign")]],
      ["eosio.token", "transfer", [auth("alice", "active")]],
      [STAKE, "stake", [auth("alice", "active"), auth(OPERATOR, "reward")]],
    ]);
    const head = chainTimeToMs(before.head_block_time);
    expect(cosigned.expiresAt - head).toBeGreaterThanOrEqual(30_000);
    expect(cosigned.expiresAt - head).toBeLessThanOrEqual(301_000);
    expect(tx.expiration).toBe(new Date(cosigned.expiresAt).toISOString().slice(0, 19));
    const behind = (before.head_block_num - (tx.ref_block_num as number) + 0x10000) % 0x10000;
    expect([2, 3, 4]).toContain(behind);
    // The two signatures are the payer's cosign key and the operator's reward key.
    const digest = signingDigest(cosigned.serializedTransaction);
    expect(
      cosigned.signatures.map((text) => Signature.from(text).recoverDigest(digest).toLegacyString()),
    ).toEqual([
      uxServiceAccountKey("ux.payer").toPublic().toLegacyString(),
      uxServiceAccountKey(OPERATOR).toPublic().toLegacyString(),
    ]);
    expect(await stakeRequestsOf(network.services.database.db, "alice")).toMatchObject([
      { kind: "stake", tx_id: cosigned.transactionId, status: "signed" },
    ]);
  });

  it("changed in any byte and signed again by the user is refused by the chain; unchanged it is accepted", async () => {
    const balance = await utxOf(network.chainApi, "alice");
    const bytes = Bytes.from(cosigned.serializedTransaction, "hex").array;
    const refusals: string[] = [];
    for (let position = 0; position < bytes.length; position++) {
      const changed = Uint8Array.from(bytes);
      changed[position] = (changed[position] as number) ^ 0x01;
      const hex = Bytes.from(changed).hexString;
      const { status, json } = await postJson(`${network.chainApi}/v1/chain/send_transaction`, {
        signatures: [...cosigned.signatures, alice.key.signDigest(signingDigest(hex)).toString()],
        compression: 0,
        packed_context_free_data: "",
        packed_trx: hex,
      });
      expect([position, status]).not.toEqual([position, 200]);
      refusals.push((json as { error?: { name?: string } }).error?.name ?? String(status));
    }
    // Whatever the change (a header, a name, an authorization, the data), the chain refuses it for a reason
    // of its own; a change of the stake's data (its last 30 bytes before the extensions) leaves a readable
    // transaction whose service signatures now recover to other keys.
    expect(new Set(refusals).size).toBeGreaterThan(3);
    for (const name of refusals) expect(KNOWN_REFUSALS).toContain(name);
    expect(refusals.slice(-31, -1)).toEqual(Array(30).fill("unsatisfied_authorization"));
    expect(await utxOf(network.chainApi, "alice")).toBe(balance);
    const pushed = await alice.signAndPush(cosigned);
    expect(pushed.ok).toBe(true);
    expect(await utxOf(network.chainApi, "alice")).toBeLessThan(balance);
  });
});

/** The node's refusals of a changed transaction (nodeos names). */
const KNOWN_REFUSALS = [
  "unsatisfied_authorization",
  "irrelevant_auth_exception",
  "tx_irrelevant_sig",
  "transaction_exception",
  "packed_transaction_type_exception",
  "invalid_ref_block_exception",
  "expired_tx_exception",
  "tx_exp_too_far_exception",
  "tx_net_usage_exceeded",
];

/** sha256(chain id + packed transaction + 32 zero bytes): what every signature of it covers. */
function signingDigest(packedHex: string): Checksum256 {
  return Checksum256.hash(Bytes.from(`${network.chainId}${packedHex}${"00".repeat(32)}`, "hex"));
}
