import { placeOrder } from "@ux/core/amm";
import { AMM_ABI, AMM_DEPOSIT_MEMO, poolFromRow, poolRowSchema } from "@ux/core/amm/contract";
import { ABI, Action, Bytes, Serializer, Transaction } from "@wharfkit/antelope";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportEvent } from "../../src/amm/socket/reportDelivery";
import { AMM, TOKEN, USDT_CONTRACT } from "../support/ammFixtures";
import { FAKE_CHAIN_ID } from "../support/fakeNodeos";
import { bindProven } from "../support/provenSession";
import { connectClient, nextEvent } from "../support/socketClient";
import { useTestServices } from "../support/startTestServices";
import { KEYS } from "../support/testKeys";

/*
 * Protected trades through the AMM socket (#17): payForResources takes placeorder's min_outputs and
 * ufxhop's min_output (binary extensions) and checks them by the contract's rule before it pays; the
 * keeper's report of an order refunded for its minimum reaches the owner with reason 'below_minimum'.
 */

const auth = [{ actor: "alice", permission: "active" }];
const USDT_OUT = { ext_symbol: { sym: "6,USDT", contract: USDT_CONTRACT }, proportion: 10_000 };
const deposit = (quantity: string) => ({
  account: TOKEN,
  name: "transfer",
  authorization: auth,
  data: { from: "alice", to: AMM, quantity, memo: AMM_DEPOSIT_MEMO },
});
const placeorder = (minimums?: string[], quantity = "10.0000 UTX") => ({
  account: AMM,
  name: "placeorder",
  authorization: auth,
  data: {
    contract: TOKEN,
    outputs: [USDT_OUT],
    owner: "alice",
    pool_id: 1,
    quantity,
    ...(minimums === undefined ? {} : { min_outputs: { quantities: minimums } }),
  },
});
const ufxhop = (minimum?: string) => ({
  account: AMM,
  name: "ufxhop",
  authorization: auth,
  data: {
    contract: TOKEN,
    quantity: "10.0000 UTX",
    output: { sym: "6,USDT", contract: USDT_CONTRACT },
    owner: "alice",
    ...(minimum === undefined ? {} : { min_output: minimum }),
  },
});

const running = useTestServices();
let socket: Socket;

beforeAll(async () => {
  socket = await connectClient(running.services.urls.ammSocket);
  await bindProven(socket, "alice", KEYS.alice, FAKE_CHAIN_ID);
});

afterAll(() => {
  socket?.disconnect();
});

const ask = (actions: unknown) => socket.timeout(5_000).emitWithAck("payForResources", actions);

/** The user actions of a prepared transaction, decoded with the AMM's ABI (after the payer's noop). */
function preparedOrder(prepared: { serializedTransactionX: string }) {
  const trx = Serializer.decode({
    data: Bytes.from(prepared.serializedTransactionX, "hex"),
    type: Transaction,
  });
  const action = trx.actions.at(-1) as Action;
  return { trx, data: Serializer.objectify(action.decodeData(ABI.from(AMM_ABI))) as Record<string, unknown> };
}

describe("payForResources with minimum outputs", () => {
  it("pays for a placeorder with min_outputs and for one without, the bytes unchanged", async () => {
    const protectedOrder = (await ask([deposit("10.0000 UTX"), placeorder(["0.900000 USDT"])])) as {
      serializedTransactionX: string;
    };
    expect(preparedOrder(protectedOrder).data.min_outputs).toEqual({ quantities: ["0.900000 USDT"] });
    const plain = (await ask([placeorder()])) as { serializedTransactionX: string };
    expect(preparedOrder(plain).data.min_outputs).toBeNull();
    const hex = Action.from(placeorder(["0.900000 USDT"]), ABI.from(AMM_ABI)).data.hexString;
    expect(await ask([{ ...placeorder(), data: hex }])).toHaveProperty("serializedTransactionX");
  });

  it("pays for a ufxhop with a min_output in the final token", async () => {
    const prepared = (await ask([ufxhop("1.000000 USDT")])) as { serializedTransactionX: string };
    expect(preparedOrder(prepared).data.min_output).toBe("1.000000 USDT");
  });

  it.each([
    [
      "a minimum per output missing",
      [placeorder([])],
      "Action 1 (amm.ux::placeorder): min_outputs lists 0 minimum(s) for 1 output(s): one per output, in output order",
    ],
    [
      "a minimum in another token",
      [placeorder(["1.0000 UTX"])],
      "Action 1 (amm.ux::placeorder): min_outputs.quantities[0] is 1.0000 UTX: a minimum must be in the output's symbol and precision, 6,USDT",
    ],
    [
      "a minimum at another precision",
      [deposit("10.0000 UTX"), placeorder(["1.0000 USDT"])],
      "Action 2 (amm.ux::placeorder): min_outputs.quantities[0] is 1.0000 USDT: a minimum must be in the output's symbol and precision, 6,USDT",
    ],
    [
      "a negative minimum",
      [placeorder(["-1.000000 USDT"])],
      "Action 1 (amm.ux::placeorder): min_outputs.quantities[0] is -1.000000 USDT: a minimum cannot be negative",
    ],
    [
      "a malformed minimum",
      [placeorder(["lots"])],
      "Action 1 (amm.ux::placeorder) has data the contract's ABI cannot encode",
    ],
    [
      "a ufxhop minimum in the input token",
      [ufxhop("1.0000 UTX")],
      "Action 1 (amm.ux::ufxhop): min_output is 1.0000 UTX: a minimum must be in the output's symbol and precision, 6,USDT",
    ],
  ])("refuses %s and signs nothing", async (_label, actions, message) => {
    const msg = nextEvent<string>(socket, "msg");
    const ack = (await ask(actions)) as { error: string };
    expect(await msg).toBe(ack.error);
    expect(ack.error.startsWith(message)).toBe(true);
  });
});

describe("an order its minimum protects, through the keeper to the owner", () => {
  it("is refunded in full and the report says it would have paid less than the minimum", async () => {
    const pool = poolFromRow(poolRowSchema.parse(running.chain.pool(1)));
    const fill = placeOrder(pool, { token: { contract: TOKEN, symbol: "UTX" }, amount: 10_0000n }, [
      { token: { contract: USDT_CONTRACT, symbol: "USDT" }, proportion: 10_000 },
    ]);
    if (!fill.ok) throw new Error(fill.detail);
    const estimate = fill.outputs[0]?.amount ?? 0n;
    const over = `${(estimate + 1n) / 1_000_000n}.${String((estimate + 1n) % 1_000_000n).padStart(6, "0")} USDT`;
    const paid = `${estimate / 1_000_000n}.${String(estimate % 1_000_000n).padStart(6, "0")} USDT`;
    const prepared = (await ask([deposit("10.0000 UTX"), placeorder([over])])) as {
      signatures: string[];
      serializedTransactionX: string;
    };
    const { trx } = preparedOrder(prepared);
    const userSignature = KEYS.alice.signDigest(trx.signingDigest(FAKE_CHAIN_ID)).toString();
    const answer = await fetch(`${running.chain.url}/v1/chain/send_transaction`, {
      method: "POST",
      body: JSON.stringify({
        signatures: [...prepared.signatures, userSignature],
        packed_trx: prepared.serializedTransactionX,
      }),
    });
    expect(answer.status).toBe(200);
    const report = nextEvent<ReportEvent>(socket, "report");
    expect(await running.services.keeper.tick()).toMatchObject({ settledPools: [1], newReports: 1 });
    expect((await report).report).toMatchObject({
      status: "refunded",
      outputs: [],
      refund: { quantity: "10.0000 UTX", contract: TOKEN },
      reason: "below_minimum",
      detail: `would pay ${paid}, below the minimum received ${over}`,
    });
    expect(poolFromRow(poolRowSchema.parse(running.chain.pool(1)))).toEqual(pool);
    expect(running.chain.wallet("alice", `USDT@${USDT_CONTRACT}`)).toBe(0n);
  });
});
