import { placeorderDataSchema, ufxhopDataSchema } from "@ux/core/amm/contract";
import { Action } from "@wharfkit/antelope";
import type { Server } from "socket.io";
import { attachProvenSession, type SessionAuthority } from "../../auth/provenSession";
import { type RateLimit, RateLimiter, takeEach } from "../../auth/rateLimiter";
import type { AbiCache } from "../../chain/abiCache";
import { decodeActionData } from "../../chain/actionData";
import type { ServiceDb } from "../../db/database";
import { recordPlacedOrders } from "../../db/orderStore";
import { accountRoom } from "../../socket/rooms";
import { onProvenEvent, refuse } from "../../socket/socketEvents";
import type { ReportDelivery } from "./reportDelivery";
import type { ResourcePayer } from "./resourcePayer";
import { payForResourcesPayload, placedOrderPayload, reportReceivedPayload } from "./socketPayloads";

/*
 * The AMM socket (socket.io). Client -> server events, each with an optional ack callback as last argument:
 *   getNonce / verifyAuth / verifyAuthMetamask / setUser / loggedOut: the proven session (auth/provenSession)
 *   payForResources(actions)    -> emits preparedTx {tx, signatures, serializedTransactionX} (ack: the same)
 *   placedorder({pool_id, actions, order_ids, tx_id}) -> recorded; ack {ok: true}
 *   reportReceived(order_id)    -> marks that report delivered (same as calling the report's ack)
 * Server -> client: swapNonce, verifyAuthRes, preparedTx, report (ReportEvent, with an ack callback), msg.
 * Everything but the session events needs a proven, bound account, and acts for that account only.
 * Errors never throw: the client gets `msg` with the reason (and ack {error}) and nothing is executed.
 */

export interface PayerLimits {
  perAccount: RateLimit;
  perConnection: RateLimit;
}

interface SocketDeps {
  db: ServiceDb;
  amm: string;
  abis: Pick<AbiCache, "get">;
  payer: ResourcePayer;
  payerLimits: PayerLimits;
  delivery: ReportDelivery;
  authority: SessionAuthority;
  now?: () => number;
  log?: (message: string) => void;
}

export function attachAmmSocket(io: Server, deps: SocketDeps): void {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? (() => undefined);
  // Per account across connections; per connection below.
  const accountPayments = new RateLimiter(deps.payerLimits.perAccount, now);

  io.on("connection", (socket) => {
    const connectionPayments = new RateLimiter(deps.payerLimits.perConnection, now);
    const session = attachProvenSession(socket, deps.authority, {
      // The account room holds this account's proven connections only: reports go to it.
      onBound: async (account) => {
        socket.join(accountRoom(account));
        await deps.delivery.deliverPending(account);
      },
      onReleased: (account) => socket.leave(accountRoom(account)),
    });

    onProvenEvent(
      socket,
      session,
      "payForResources",
      payForResourcesPayload,
      async (ack, user, actions) => {
        const seconds = takeEach([connectionPayments, "connection"], [accountPayments, user]);
        if (seconds !== null)
          return refuse(
            socket,
            ack,
            `Too many payForResources requests for ${user}: try again in ${seconds} s`,
          );
        const result = await deps.payer.prepare(user, actions);
        if (!result.ok) return refuse(socket, ack, result.msg);
        socket.emit("preparedTx", result.prepared);
        ack?.(result.prepared);
      },
      log,
    );

    onProvenEvent(
      socket,
      session,
      "placedorder",
      placedOrderPayload,
      async (ack, user, { pool_id, actions, order_ids, tx_id }) => {
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
      },
      log,
    );

    onProvenEvent(
      socket,
      session,
      "reportReceived",
      reportReceivedPayload,
      async (ack, user, orderId) => {
        const changed = await deps.delivery.acknowledge(user, orderId);
        ack?.({ ok: true, acknowledged: changed });
      },
      log,
    );
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
