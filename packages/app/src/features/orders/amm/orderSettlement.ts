/*
 * The forms waiting for their orders to settle (AmmOrderRequest.onSettled), by order uuid: the pipeline
 * registers the callback as it adds the order to the history, the report handler calls it once the order
 * has all its reports. Placing may have been reported failed in between (a confirmation that failed after
 * the push, say): the report proves the order settled all the same, and the form must learn it.
 */

const waiting = new Map<string, () => void>();

/** Remembers the order's callback until the order settles. */
export function awaitSettlement(uuid: string, onSettled: () => void): void {
  waiting.set(uuid, onSettled);
}

/** The order will never settle (nothing reached the chain): its callback is dropped. */
export function forgetSettlement(uuid: string): void {
  waiting.delete(uuid);
}

/** The order settled: its callback, if any, is called once. */
export function orderSettled(uuid: string): void {
  const onSettled = waiting.get(uuid);
  if (onSettled === undefined) return;
  waiting.delete(uuid);
  onSettled();
}
