import type { Server as HttpServer } from "node:http";
import { placeorderDataSchema, ufxhopDataSchema } from "@ux/core/amm/contract/index";
import { Action } from "@wharfkit/antelope";
import { Server, type Socket } from "socket.io";
import type { AbiCache } from "../../chain/abiCache";
import { decodeActionData } from "../../chain/signedTransaction";
import type { ServiceDb } from "../../db/database";
import { recordPlacedOrders } from "../../db/orderStore";
import type { ReportDelivery } from "./reportDelivery";
import type { ResourcePayer } from "./resourcePayer";
import {
  payForResourcesPayload,
  payloadError,
  placedOrderPayload,
  reportReceivedPayload,
  setUserPayload,
} from "./socketPayloads";

/*
 * The AMM socket (socket.io). Client -> server events, each with an optional ack callback as last argument:
 *   setUser(account)            -> ack {ok: true, account}; then every unacknowledged report is pushed
 *   payForResources(actions)    -> emits preparedTx {tx, signatures, serializedTransactionX} (ack: the same)
 *   placedorder({pool_id, actions, order_ids, tx_id}) -> recorded; ack {ok: true}
 *   reportReceived(order_id)    -> marks that report delivered (same as calling the report's ack)
 * Server -> client: preparedTx, report (ReportEvent, with an ack callback), msg (error text).
 * Errors never throw: the client gets `msg` with the reason (and ack {error}) and nothing is executed.
 */

interface SocketDeps {
  db: ServiceDb;
  amm: string;
  abis: Pick<AbiCache, "get">;
  payer: ResourcePayer;
  delivery: ReportDelivery;
  now?: () => number;
  log?: (message: string) => void;
}

type Ack = (answer: unknown) => void;

function ackOf(args: unknown[]): Ack | undefined {
  const last = args[args.length - 1];
  return typeof last === "function" ? (last as Ack) : undefined;
}

function refuse(socket: Socket, ack: Ack | undefined, message: string): void {
  socket.emit("msg", message);
  ack?.({ error: message });
}

export function attachAmmSocket(io: Server, deps: SocketDeps): void {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? (() => undefined);

  io.on("connection", (socket) => {
    let user: string | null = null;

    /** Runs a handler, turning any unexpected failure into a `msg` rather than a crash. */
    const guarded =
      (event: string, handler: (ack: Ack | undefined, payload: unknown) => Promise<void>) =>
      (...args: unknown[]) => {
        const ack = ackOf(args);
        handler(ack, args.length > (ack ? 1 : 0) ? args[0] : undefined).catch((error: unknown) => {
          log(`amm socket ${event}: ${error instanceof Error ? error.stack : String(error)}`);
          refuse(
            socket,
            ack,
            `${event} failed: ${error instanceof Error ? error.message : "internal error"}`,
          );
        });
      };

    socket.on(
      "setUser",
      guarded("setUser", async (ack, payload) => {
        const parsed = setUserPayload.safeParse(payload);
        if (!parsed.success) return refuse(socket, ack, payloadError("setUser", parsed.error));
        if (user) deps.delivery.detach(user, socket);
        user = parsed.data;
        deps.delivery.attach(user, socket);
        ack?.({ ok: true, account: user });
        await deps.delivery.deliverPending(user);
      }),
    );

    socket.on(
      "payForResources",
      guarded("payForResources", async (ack, payload) => {
        if (!user) return refuse(socket, ack, "Call setUser with your account name before payForResources");
        const parsed = payForResourcesPayload.safeParse(payload);
        if (!parsed.success) return refuse(socket, ack, payloadError("payForResources", parsed.error));
        const result = await deps.payer.prepare(user, parsed.data);
        if (!result.ok) return refuse(socket, ack, result.msg);
        socket.emit("preparedTx", result.prepared);
        ack?.(result.prepared);
      }),
    );

    socket.on(
      "placedorder",
      guarded("placedorder", async (ack, payload) => {
        if (!user) return refuse(socket, ack, "Call setUser with your account name before placedorder");
        const parsed = placedOrderPayload.safeParse(payload);
        if (!parsed.success) return refuse(socket, ack, payloadError("placedorder", parsed.error));
        const { pool_id, actions, order_ids, tx_id } = parsed.data;
        const data: unknown[] = [];
        for (const [index, action] of actions.entries()) {
          const schema = action.name === "ufxhop" ? ufxhopDataSchema : placeorderDataSchema;
          const isOrder =
            action.account === deps.amm && (action.name === "placeorder" || action.name === "ufxhop");
          const json = isOrder ? await actionJson(deps.abis, action) : null;
          const parsedData = json === null ? null : schema.safeParse(json);
          if (!parsedData?.success || parsedData.data.owner !== user) {
            return refuse(
              socket,
              ack,
              `placedorder action ${index + 1} is not a placeorder or ufxhop of ${user} on ${deps.amm}`,
            );
          }
          if (
            action.name === "placeorder" &&
            "pool_id" in parsedData.data &&
            parsedData.data.pool_id !== pool_id
          ) {
            return refuse(
              socket,
              ack,
              `placedorder action ${index + 1} is for pool ${parsedData.data.pool_id}, not ${pool_id}`,
            );
          }
          data.push(parsedData.data);
        }
        await recordPlacedOrders(deps.db, { owner: user, pool_id, tx_id, order_ids, actions: data }, now());
        ack?.({ ok: true });
      }),
    );

    socket.on(
      "reportReceived",
      guarded("reportReceived", async (ack, payload) => {
        if (!user) return refuse(socket, ack, "Call setUser with your account name before reportReceived");
        const parsed = reportReceivedPayload.safeParse(payload);
        if (!parsed.success) return refuse(socket, ack, payloadError("reportReceived", parsed.error));
        const changed = await deps.delivery.acknowledge(user, parsed.data);
        ack?.({ ok: true, acknowledged: changed });
      }),
    );

    socket.on("disconnect", () => {
      if (user) deps.delivery.detach(user, socket);
    });
  });
}

/** An action's data as JSON: decoded through the contract's ABI when it came as hex; null if undecodable. */
async function actionJson(
  abis: Pick<AbiCache, "get">,
  action: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data: unknown;
  },
): Promise<unknown> {
  if (typeof action.data !== "string") return action.data;
  try {
    const abi = await abis.get(action.account);
    return decodeActionData(Action.from({ ...action, data: action.data }), abi);
  } catch {
    return null;
  }
}

/** A socket.io server on an HTTP server, CORS open (the app is served from another origin/port). */
export function createSocketServer(http: HttpServer): Server {
  return new Server(http, { cors: { origin: "*" }, serveClient: false });
}
