import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { type NodeosErrorBody, plainErrorBody } from "./nodeosErrors";

// The devnet's own administration (/v1/devnet/*) changes the chain in ways no signed transaction could
// (a producer schedule, later the clock). It answers only a local tool: the request must come from a
// loopback address AND carry the local admin token. The token matters even on loopback: a web page open in
// a browser on the same machine reaches 127.0.0.1 too, and a text/plain POST needs no CORS preflight.

/** Every path under this prefix is guarded, so admin routes added later are covered without a change here. */
export const ADMIN_PATH_PREFIX = "/v1/devnet/";

export function isAdminPath(path: string): boolean {
  return path.startsWith(ADMIN_PATH_PREFIX);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.x.y.z), the form a dual-stack socket reports. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (isIPv4(address)) return address.split(".")[0] === "127";
  if (!isIPv6(address)) return false;
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname;
  } catch {
    return false; // a zone id (fe80::1%eth0) is not loopback anyway
  }
  return canonical === "[::1]" || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}

export interface AdminRefusal {
  status: 401 | 403;
  body: NodeosErrorBody;
  headers: Record<string, string>;
}

function refusal(status: 401 | 403, message: string): AdminRefusal {
  // RFC 9110: a 401 names the scheme the client should use.
  const headers: Record<string, string> =
    status === 401 ? { "WWW-Authenticate": 'Bearer realm="devnet-admin"' } : {};
  return { status, body: plainErrorBody(status, message), headers };
}

/** Equal-time comparison (of digests, so lengths may differ) so the token cannot be guessed byte by byte. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Why a request to an admin route is refused, or null when it may proceed: 403 when it does not come from
 * loopback (or no token is configured), 401 when the Bearer token is missing or wrong.
 */
export function adminRefusal(
  remoteAddress: string | undefined,
  authorization: string | undefined,
  adminToken: string | undefined,
): AdminRefusal | null {
  if (!isLoopbackAddress(remoteAddress))
    return refusal(
      403,
      `devnet admin routes answer only on loopback (127.0.0.0/8 or ::1), not to ${remoteAddress ?? "an unknown address"}`,
    );
  if (!adminToken) return refusal(403, "devnet admin routes are disabled: this server has no admin token");
  const bearer = /^Bearer +(\S+) *$/i.exec(authorization ?? "");
  if (!bearer)
    return refusal(
      401,
      "devnet admin routes need the admin token: send 'Authorization: Bearer <token>' (the devnet writes it to <data folder>/admin-token)",
    );
  if (!sameToken(bearer[1] as string, adminToken))
    return refusal(401, "the devnet admin token does not match");
  return null;
}
