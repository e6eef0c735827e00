import type { Order } from "../../../src/features/orders/store/order";

const leg = (quantity: string) => ({
  name: quantity.split(" ")[1] ?? "",
  quantity,
  amount: quantity.split(" ")[0] ?? "",
  account_name: "alice1111111",
  chainName: "ux",
  label: "UX Network",
});

/** An in-progress AMM Swap of 1.2345 UTX for about 2.4678 UFX in pool 3. */
export const ammOrder = (overrides: Partial<Order> = {}): Order => ({
  type: "AMM Swap",
  send: [leg("1.2345 UTX")],
  receive: [leg("2.4678 UFX")],
  uuid: "u-1",
  ammTxIds: [],
  date: 1_772_366_400_000,
  pool_id: 3,
  completed: false,
  error: false,
  ufxHop: false,
  ammOrderIds: [],
  expectedReports: 1,
  viewedOrder: false,
  viewedReport: false,
  ...overrides,
});
