import type { ActionInput, FetchFunction, PermissionLevel, TransactionError } from "@ux/core/chainClient";
import { createChainClient } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import type { AmmOrderDeps } from "../../../../src/features/orders/amm/ammOrderPipeline";
import { createReportHandler } from "../../../../src/features/orders/reports/reportEffects";
import type {
  AmmSocketClient,
  PayForResourcesAnswer,
  PlacedOrderPayload,
} from "../../../../src/features/orders/socket/ammSocketClient";
import type { PreparedTx, ReportEvent } from "../../../../src/features/orders/socket/ammSocketPayloads";
import { ordersStore } from "../../../../src/features/orders/store/ordersStore";
import type { AmmOrderRequest } from "../../../../src/shared/amm/ammOrderRequest";
import { createPackedTransactionPusher } from "../../../../src/shared/chain/pushPackedTransaction";
import { FakeNode, recordingSleep } from "../../../shared/chain/fakeNode";
import { testConfig } from "../../../shared/config/testConfig";

export const AMM = "amm.ux";
export const USER = "alice1111111";
export const SIGNER: PermissionLevel = { actor: USER, permission: "active" };
/** The prepared transaction's id: FakeNode names a pushed transaction by the first 64 hex digits. */
export const TX_ID = "ab".repeat(32);
export const PACKED = `${TX_ID}00112233`;

export const UTX = { contract: "eosio.token", symbol: "UTX", decimals: 4 };
export const UFX = { contract: "eosio.token", symbol: "UFX", decimals: 4 };
export const EOS = { contract: "ibc.wt.eos", symbol: "EOS", decimals: 4 };

export function ammConfig(): NetworkConfig {
  const config = testConfig();
  const ux = config.chains.ux;
  if (!ux) throw new Error("no ux chain");
  ux.amm = AMM;
  ux.txExplorer = "https://explorer.test/transaction/";
  return config;
}

const transfer = (signer: PermissionLevel, quantity: string): ActionInput => ({
  account: "eosio.token",
  name: "transfer",
  authorization: [signer],
  data: { from: signer.actor, to: AMM, quantity, memo: "Transfer to AMM" },
});

const placeorder = (signer: PermissionLevel, quantity: string, poolId: number): ActionInput => ({
  account: AMM,
  name: "placeorder",
  authorization: [signer],
  data: {
    contract: "eosio.token",
    outputs: [{ ext_symbol: { sym: "4,UFX", contract: "eosio.token" }, proportion: 10000 }],
    owner: signer.actor,
    pool_id: poolId,
    quantity,
  },
});

/** An AMM Swap of 1.2345 UTX for about 2.46789 UFX in pool 3 (one deposit, one placeorder). */
export function swapRequest(overrides: Partial<AmmOrderRequest> = {}): AmmOrderRequest {
  return {
    type: "AMM Swap",
    pools: [{ id: 3, name: "utxufx" }],
    ufxHop: false,
    buildActions: (signer) => [transfer(signer, "1.2345 UTX"), placeorder(signer, "1.2345 UTX", 3)],
    send: [{ token: UTX, amount: 12_345n }],
    receive: [{ token: UFX, amount: 24_678n }],
    ...overrides,
  };
}

/** A Multi Swap placing two orders (UTX and EOS) in pool 3 in one transaction. */
export function multiSwapRequest(): AmmOrderRequest {
  return {
    type: "Multi Swap",
    pools: [{ id: 3, name: "utxufx" }],
    ufxHop: false,
    buildActions: (signer) => [
      transfer(signer, "1.0000 UTX"),
      placeorder(signer, "1.0000 UTX", 3),
      placeorder(signer, "2.0000 EOS", 3),
    ],
    send: [
      { token: UTX, amount: 10_000n },
      { token: EOS, amount: 20_000n },
    ],
    receive: [{ token: UFX, amount: 50_000n }],
  };
}

export const prepared: PreparedTx = {
  tx: { expiration: "2026-03-01T12:06:00", ref_block_num: 997 },
  signatures: ["SIG_K1_payer"],
  serializedTransactionX: PACKED,
};

/** An AMM socket whose answers the test queues. */
export class FakeAmmSocket implements AmmSocketClient {
  readonly account = USER;
  connected = true;
  readonly payRequests: (readonly ActionInput[])[] = [];
  readonly placed: PlacedOrderPayload[] = [];
  /** Answers of the next payForResources calls; when empty, `prepared`. */
  readonly payAnswers: PayForResourcesAnswer[] = [];
  placedAnswer: string | null = null;
  isConnected = () => this.connected;
  async payForResources(actions: readonly ActionInput[]) {
    this.payRequests.push(actions);
    return this.payAnswers.shift() ?? { kind: "prepared" as const, prepared };
  }
  async placedOrder(payload: PlacedOrderPayload) {
    this.placed.push(payload);
    return this.placedAnswer;
  }
  close() {}
}

export interface TraceSpec {
  name: string;
  hex: string;
}

/** FakeNode whose send answers carry the AMM action traces the test sets. */
export function tracingNode(traces: TraceSpec[]) {
  const node = new FakeNode();
  const fetch: FetchFunction = async (url, init) => {
    const response = await node.fetch(url, init);
    if (!/send_transaction2?$/.test(url) || !response.ok) return response;
    const json = (await response.json()) as { processed: Record<string, unknown> };
    const action_traces = [
      { receiver: "ux.payer", act: { account: "ux.payer", name: "noop" }, receipt: { receiver: "ux.payer" } },
      ...traces.map((t) => ({
        act: { account: AMM, name: t.name },
        receipt: { receiver: AMM },
        return_value_hex_data: t.hex,
      })),
    ];
    return { ...response, json: async () => ({ ...json, processed: { ...json.processed, action_traces } }) };
  };
  return { node, fetch };
}

export interface Recorded {
  notices: { kind: string; text: string }[];
  opened: string[];
  presented: TransactionError[];
  signed: { hex: string; actions: readonly ActionInput[] }[];
  gateway: (readonly ActionInput[])[];
  logs: string[];
  waits: number[];
}

/** Pipeline deps around a fake socket and node; `overrides` replaces any of them. */
export function fakeDeps(
  socket: FakeAmmSocket,
  fetch: FetchFunction,
  overrides: Partial<AmmOrderDeps> = {},
  config: NetworkConfig = ammConfig(),
): { deps: AmmOrderDeps; recorded: Recorded } {
  const { sleep, waits } = recordingSleep();
  const recorded: Recorded = {
    notices: [],
    opened: [],
    presented: [],
    signed: [],
    gateway: [],
    logs: [],
    waits,
  };
  const api = config.chains.ux?.api ?? "";
  let uuids = 0;
  const deps: AmmOrderDeps = {
    config,
    signer: SIGNER,
    browserWallet: false,
    socket: () => socket,
    node: createChainClient(api, { fetch }),
    push: createPackedTransactionPusher(createChainClient(api, { fetch })),
    async signPrepared(hex, actions) {
      recorded.signed.push({ hex, actions });
      return {
        id: hex.slice(0, 64),
        expiration: "2026-03-01T12:06:00",
        refBlockNum: 997,
        signatures: ["SIG_K1_wallet"],
      };
    },
    async submitThroughGateway(actions) {
      recorded.gateway.push(actions);
      return { transactionId: `0x${"e".repeat(64)}` };
    },
    async presentError(failure) {
      recorded.presented.push(failure);
    },
    notify: {
      info: (text) => recorded.notices.push({ kind: "info", text }),
      error: (text) => recorded.notices.push({ kind: "error", text }),
      persistent: (_key, text) => recorded.notices.push({ kind: "persistent", text }),
      dismiss: (key) => recorded.notices.push({ kind: "dismiss", text: key }),
    },
    orders: () => ordersStore.getState(),
    openReport: (uuid) => recorded.opened.push(uuid),
    sleep,
    now: () => 1_772_366_400_000,
    newUuid: () => `order-${++uuids}`,
    log: (message) => recorded.logs.push(message),
    ...overrides,
  };
  return { deps, recorded };
}

/** The placeorder trace that returns order id 42. */
export const ORDER_42 = { name: "placeorder", hex: "2a00000000000000" };

/** The stored order `uuid` (the pipeline's first order is order-1). */
export const storedOrder = (uuid = "order-1") => ordersStore.getState().orders.find((o) => o.uuid === uuid);

/** The socket's report of order 42 in pool 3 (filled, 1.2345 UTX for 2.4601 UFX unless told). */
export function reportEvent(
  overrides: Partial<ReportEvent> = {},
  input = "1.2345 UTX",
  output = "2.4601 UFX",
) {
  return {
    report: { status: "filled", input: { quantity: input }, outputs: [{ quantity: output }] },
    orderTxId: TX_ID,
    forwardTxId: "cd".repeat(32),
    pool_id: 3,
    order_id: "42",
    ...overrides,
  } as ReportEvent;
}

/** The report handler on the orders store, recording the toasts, dialogs and market refreshes it asks for. */
export function reportHandler() {
  const effects = { toasts: [] as string[], dialogs: [] as string[], refreshes: 0 };
  const handle = createReportHandler({
    orders: () => ordersStore.getState(),
    showToast: (uuid) => effects.toasts.push(uuid),
    openDialog: (uuid) => effects.dialogs.push(uuid),
    refreshMarket: async () => {
      effects.refreshes += 1;
    },
    log: () => undefined,
  });
  return { handle, effects };
}
