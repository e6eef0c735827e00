import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "./support/ammUser";
import { type StakeNetwork, startStakeNetwork } from "./support/stakeNetwork";
import { StakeUser } from "./support/stakeUser";

/*
 * Every event of the stake socket (the proven-session events included) fed random payloads against the real
 * devnet and service: each answer is a clear refusal (or, for a proven getStakeHistory, the history), the
 * service stays up, and nothing is stored, signed or sent as a response.
 */

let network: StakeNetwork;
let proven: StakeUser;
let stranger: StakeUser;
let codes: number[] = [];
const responses: unknown[] = [];

const isRefusal = (answer: unknown) =>
  typeof answer === "object" &&
  answer !== null &&
  typeof (answer as { error?: unknown }).error === "string" &&
  (answer as { error: string }).error.length > 10;

async function storedRequests(): Promise<number> {
  const row = await network.services.database.db
    .selectFrom("stake_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  network = await startStakeNetwork({
    limits: {
      stakeRequestsPerConnection: { count: 100_000, windowMs: 60_000 },
      stakeRequestsPerAccount: { count: 100_000, windowMs: 60_000 },
    },
  });
  proven = await StakeUser.connect(network.stakeUrl, network.chainApi, network.chainId, "alice");
  stranger = await StakeUser.connect(network.stakeUrl, network.chainApi, network.chainId, "bob", false);
  for (const user of [proven, stranger])
    for (const event of ["requestStakeResponse", "requestUnstakeResponse", "requestRedeemResponse"])
      user.socket.on(event, (payload: unknown) => responses.push(payload));
  await waitUntil(() => proven.rates.length > 0);
  codes = (proven.rates[0] ?? []).map((entry) => entry.expiry);
}, 60_000);

afterAll(async () => {
  proven?.close();
  stranger?.close();
  await network?.services.stop();
  await network?.devnet.stop();
});

/** Anything JSON can carry, and objects shaped like the requests' fields with values that never pass. */
const someoneElse = fc.oneof(
  fc.string({ maxLength: 14 }),
  fc.constantFrom("bob", "stake.op", "stake.ux", "ux.payer", "eosio", ""),
  fc.record({ actor: fc.string({ maxLength: 14 }), permission: fc.string({ maxLength: 14 }) }),
  fc.array(fc.record({ actor: fc.constantFrom("bob", "carol"), permission: fc.constant("active") })),
  fc.anything(),
);
const requestLike = () =>
  fc.record(
    {
      authorization: someoneElse,
      amount: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.bigInt().map(String), fc.anything()),
      expiry: fc.oneof(fc.integer(), fc.string(), fc.constantFrom(...codes), fc.anything()),
      stakeRewards: fc.oneof(fc.boolean(), fc.anything()),
      allowUnwinding: fc.oneof(fc.boolean(), fc.anything()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );
/** Well-formed requests of the proven user that still must be refused (dust, far, past, too much). */
const ownButRefused = () =>
  fc.record({
    authorization: fc.constant("alice"),
    amount: fc.oneof(fc.constantFrom("0", "0.0000", "0.00001", "99999999", "-5", "1e2", ".", "")),
    expiry: fc.oneof(fc.constantFrom(...codes), fc.constantFrom(202003, 204012, 202604)),
    stakeRewards: fc.boolean(),
    allowUnwinding: fc.boolean(),
  });
const payloads = () =>
  fc.oneof(
    fc.anything(),
    requestLike(),
    ownButRefused(),
    fc.record({
      serializedTransaction: fc.stringMatching(/^[0-9a-f]{0,300}$/),
      signatures: fc.array(fc.string()),
    }),
    fc.record({ account: fc.string(), address: fc.string(), nonce: fc.string(), signature: fc.string() }),
  );

describe("stake socket under random payloads", () => {
  it.each([
    ["requestStake", () => proven],
    ["requestUnstake", () => proven],
    ["requestRedeem", () => proven],
    ["requestStake", () => stranger],
    ["getStakeHistory", () => stranger],
    ["verifyAuth", () => stranger],
    ["verifyAuthMetamask", () => stranger],
    ["setUser", () => stranger],
  ] as const)("%s: refuses, stays up, signs and stores nothing", async (event, user) => {
    const before = await storedRequests();
    await fc.assert(
      fc.asyncProperty(payloads(), async (payload) => {
        const answer = await user().ask(event, payload);
        expect([payload, isRefusal(answer)]).toEqual([payload, true]);
      }),
      { numRuns: 60 },
    );
    expect(await storedRequests()).toBe(before);
    expect(responses).toEqual([]);
  });

  it("loggedOut and getNonce: revoke nothing they were not given, and answer within their limits", async () => {
    const other = await StakeUser.connect(network.stakeUrl, network.chainApi, network.chainId, "dave", false);
    try {
      await fc.assert(
        fc.asyncProperty(payloads(), async (payload) => {
          const answer = await other.ask("loggedOut", payload);
          expect(isRefusal(answer) || JSON.stringify(answer) === '{"ok":true}').toBe(true);
          const nonce = await other.ask("getNonce", payload);
          expect(
            isRefusal(nonce) || /^[0-9a-f]{32}$/.test(String((nonce as { nonce?: unknown }).nonce)),
          ).toBe(true);
        }),
        { numRuns: 40 },
      );
    } finally {
      other.close();
    }
    // alice's proof still holds on her connection.
    expect(await proven.ask("getStakeHistory")).toEqual([]);
  });

  it("stays up: junk without acks and extra arguments crash nothing, and the proven session still works", async () => {
    for (const event of ["requestStake", "requestUnstake", "requestRedeem", "getStakeHistory", "setUser"]) {
      proven.socket.emit(event, { junk: true }, 1, 2);
      proven.socket.emit(event);
      stranger.socket.emit(event, "x");
    }
    expect(await proven.ask("getStakeHistory", { anything: 1 })).toEqual([]);
    expect(stranger.rates.length).toBeGreaterThan(0);
    const late = await StakeUser.connect(network.stakeUrl, network.chainApi, network.chainId, "carol");
    try {
      await waitUntil(() => late.rates.length > 0);
      expect(late.rates[0]).toEqual(proven.rates.at(-1));
    } finally {
      late.close();
    }
    expect(await storedRequests()).toBe(0);
    expect(responses).toEqual([]);
  });
});
