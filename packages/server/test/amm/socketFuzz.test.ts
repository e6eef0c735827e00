import fc from "fast-check";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_CHAIN_ID } from "../support/fakeNodeos";
import { bindProven } from "../support/provenSession";
import { connectClient } from "../support/socketClient";
import { useTestServices } from "../support/startTestServices";
import { KEYS } from "../support/testKeys";

/*
 * Every event of the AMM socket (the proven-session events included) fed random payloads: each answer is a
 * clear refusal (or, for the few payloads a handler ignores, its ordinary answer), the service stays up, and
 * nothing is stored, revoked or signed.
 */

const running = useTestServices();
let proven: Socket;
let stranger: Socket;

const TABLES = ["orders", "reports", "report_deliveries", "session_tokens"] as const;

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await running.services.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const ask = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5_000).emitWithAck(event, payload) as Promise<unknown>;

const isRefusal = (answer: unknown) =>
  typeof answer === "object" &&
  answer !== null &&
  typeof (answer as { error?: unknown }).error === "string" &&
  ((answer as { error: string }).error.length ?? 0) > 10;

/** Random payloads: anything JSON can carry, and objects shaped like each event's fields with bad values. */
const hexish = fc.oneof(fc.string(), fc.stringMatching(/^[0-9a-f]{0,300}$/));
const payloads = fc.oneof(
  fc.anything(),
  fc.record({ serializedTransaction: hexish, signatures: fc.array(fc.string(), { maxLength: 5 }) }),
  fc.record({ account: fc.string(), address: fc.string(), nonce: hexish, signature: hexish }),
  fc.record({ account: fc.string({ maxLength: 14 }), token: fc.string({ maxLength: 50 }) }),
  fc.array(
    fc.record({
      account: fc.string({ maxLength: 13 }),
      name: fc.string({ maxLength: 13 }),
      authorization: fc.array(fc.record({ actor: fc.string(), permission: fc.string() }), { maxLength: 3 }),
      data: fc.oneof(hexish, fc.dictionary(fc.string(), fc.anything())),
    }),
    { maxLength: 4 },
  ),
  fc.record({
    pool_id: fc.oneof(fc.integer(), fc.string()),
    actions: fc.anything(),
    order_ids: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
    tx_id: hexish,
  }),
);

beforeAll(async () => {
  proven = await connectClient(running.services.urls.ammSocket);
  await bindProven(proven, "alice", KEYS.alice, FAKE_CHAIN_ID);
  stranger = await connectClient(running.services.urls.ammSocket);
});

afterAll(async () => {
  proven?.disconnect();
  stranger?.disconnect();
});

describe("AMM socket under random payloads", () => {
  const refusingEvents: [event: string, socket: () => Socket][] = [
    ["verifyAuth", () => stranger],
    ["verifyAuthMetamask", () => stranger],
    ["payForResources", () => proven],
    ["placedorder", () => proven],
    ["reportReceived", () => stranger],
  ];

  it.each(refusingEvents)("%s: refuses, stays up, changes nothing", async (event, socket) => {
    const before = await tableCounts();
    await fc.assert(
      fc.asyncProperty(payloads, async (payload) => {
        expect(isRefusal(await ask(socket(), event, payload))).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(await tableCounts()).toEqual(before);
  });

  it("setUser: binds nothing that was not proven", async () => {
    const before = await tableCounts();
    await fc.assert(
      fc.asyncProperty(payloads, async (payload) => {
        expect(isRefusal(await ask(stranger, "setUser", payload))).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(await ask(stranger, "payForResources", [])).toEqual({
      error:
        "Prove your account before payForResources: getNonce, verifyAuth (or verifyAuthMetamask), then setUser",
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("loggedOut and getNonce: revoke nothing they were not given, and answer within their limits", async () => {
    const before = await tableCounts();
    const other = await connectClient(running.services.urls.ammSocket);
    try {
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const answer = await ask(other, "loggedOut", payload);
          expect(isRefusal(answer) || JSON.stringify(answer) === '{"ok":true}').toBe(true);
          const nonce = await ask(other, "getNonce", payload);
          expect(
            isRefusal(nonce) || /^[0-9a-f]{32}$/.test(String((nonce as { nonce?: unknown }).nonce)),
          ).toBe(true);
        }),
        { numRuns: 40 },
      );
    } finally {
      other.disconnect();
    }
    expect(await tableCounts()).toEqual(before);
  });

  it("stays up: unacknowledged junk and extra arguments crash nothing, and the proven session still works", async () => {
    for (const event of [
      "setUser",
      "verifyAuth",
      "payForResources",
      "placedorder",
      "loggedOut",
      "getNonce",
    ]) {
      stranger.emit(event, { junk: true }, 1, 2);
      stranger.emit(event);
    }
    const answer = (await ask(proven, "reportReceived", "1")) as { ok?: boolean };
    expect(answer).toEqual({ ok: true, acknowledged: false });
  });
});
