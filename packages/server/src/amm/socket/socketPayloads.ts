import { z } from "zod";

/*
 * Payloads of the AMM socket (spec 2 §7 'AMM socket'). Every event is parsed here before anything runs;
 * a payload that does not fit is answered with `msg` and ignored.
 */

const actionName = z.string().regex(/^[a-z1-5.]{1,12}$/, "must be an action name");

/** An action as WharfKit/eosjs serialise it: data as JSON object, or as hex of the packed data. */
export const actionPayload = z.object({
  account: actionName,
  name: actionName,
  authorization: z
    .array(z.object({ actor: actionName, permission: actionName }))
    .min(1, "every action needs an authorization"),
  data: z.union([z.record(z.string(), z.unknown()), z.string().regex(/^(?:[0-9a-fA-F]{2})*$/, "hex data")]),
});
export type ActionPayload = z.infer<typeof actionPayload>;

export const MAX_USER_ACTIONS = 16;

/** payForResources: the user's actions (an array, or {actions}). */
export const payForResourcesPayload = z
  .union([z.array(actionPayload), z.object({ actions: z.array(actionPayload) }).transform((p) => p.actions)])
  .pipe(
    z
      .array(actionPayload)
      .min(1, "payForResources needs at least one action")
      .max(MAX_USER_ACTIONS, `at most ${MAX_USER_ACTIONS} actions`),
  );

const uint64Text = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)])
  .transform((v) => BigInt(v).toString());

/** placedorder: the pool, the placeorder/ufxhop actions sent, the order ids they returned, the transaction id. */
export const placedOrderPayload = z
  .object({
    pool_id: z.union([
      z.number().int().nonnegative(),
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number),
    ]),
    actions: z.array(actionPayload).min(1).max(MAX_USER_ACTIONS),
    order_ids: z.array(uint64Text).min(1).max(MAX_USER_ACTIONS),
    tx_id: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "tx_id must be 64 hex digits")
      .transform((t) => t.toLowerCase()),
  })
  .refine((p) => p.actions.length === p.order_ids.length, "one order id per placeorder action");
export type PlacedOrderPayload = z.infer<typeof placedOrderPayload>;

/** reportReceived: the client's acknowledgement of a pushed report (alternative to the emit ack). */
export const reportReceivedPayload = z.union([
  uint64Text,
  z.object({ order_id: uint64Text }).transform((p) => p.order_id),
]);
