import { unixToTimePointSec } from "../contracts/chainJson";

/*
 * nodeos prints times as UTC without a zone ('2026-05-01T12:00:00.500'); time_point_sec fields (a
 * transaction's expiration) are whole seconds, 'YYYY-MM-DDTHH:MM:SS'.
 */

/** nodeos time text (UTC, zone optional) to unix milliseconds. */
export function chainTimeToMs(text: string): number {
  const zoned = /(?:Z|[+-]\d\d:\d\d)$/i.test(text) ? text : `${text}Z`;
  const ms = Date.parse(zoned);
  if (Number.isNaN(ms)) throw new RangeError(`'${text}' is not a chain time`);
  return ms;
}

/** nodeos time text to unix seconds (whole seconds, rounded down). */
export function chainTimeToSeconds(text: string): number {
  return Math.floor(chainTimeToMs(text) / 1000);
}

/** The expiration of a transaction built now: the head block's time plus expireSeconds, in whole seconds. */
export function expirationAfter(headBlockTime: string, expireSeconds: number): string {
  return unixToTimePointSec(chainTimeToSeconds(headBlockTime) + expireSeconds);
}
