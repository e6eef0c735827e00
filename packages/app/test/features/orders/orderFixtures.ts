import type { Order } from "../../../src/features/orders/store/order";

/** Whose account an order's leg is on: by default alice1111111's UX Network account. */
export interface LegAccount {
  account_name: string;
  chainName: string;
  label: string;
}

const ALICE_ON_UX: LegAccount = { account_name: "alice1111111", chainName: "ux", label: "UX Network" };

/** One side of an order: 'amount SYMBOL' on `account`. */
export const orderLeg = (quantity: string, account: LegAccount = ALICE_ON_UX) => ({
  name: quantity.split(" ")[1] ?? "",
  quantity,
  amount: quantity.split(" ")[0] ?? "",
  ...account,
});

/** A stored AMM Swap of 1.0000 UTX for 2.5000 UFX, not completed, nothing viewed. */
export const order = (overrides: Partial<Order> = {}): Order => ({
  type: "AMM Swap",
  send: [orderLeg("1.0000 UTX")],
  receive: [orderLeg("2.5000 UFX")],
  uuid: "u-1",
  ammTxIds: [],
  date: 1_700_000_000_000,
  completed: false,
  error: false,
  ufxHop: false,
  viewedOrder: false,
  viewedReport: false,
  ...overrides,
});

/** The report of `order()`: 1.0000 UTX in, 2.4950 UFX out. */
export const report = [{ input: { quantity: "1.0000 UTX" }, outputs: [{ quantity: "2.4950 UFX" }] }];

/** An in-progress AMM Swap of 1.2345 UTX for about 2.4678 UFX in pool 3. */
export const ammOrder = (overrides: Partial<Order> = {}): Order =>
  order({
    send: [orderLeg("1.2345 UTX")],
    receive: [orderLeg("2.4678 UFX")],
    date: 1_772_366_400_000,
    pool_id: 3,
    ammOrderIds: [],
    expectedReports: 1,
    ...overrides,
  });

/** A report line of order `orderId` whose `quantity` came back whole: nothing out, the same refunded. */
export const refundedLine = (orderId: string, quantity: string, detail: string, reason?: string) => ({
  input: { quantity },
  outputs: [],
  order_id: orderId,
  status: "refunded",
  refund: { quantity },
  ...(reason === undefined ? {} : { reason }),
  detail,
});
