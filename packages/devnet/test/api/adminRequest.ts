import type { RawResponse } from "../integration/chainClient";

/** POSTs JSON to a devnet admin route (/v1/devnet/*) with the admin token, as local tools do. */
export async function adminPost(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string | undefined,
): Promise<RawResponse & { headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json(), headers: response.headers };
}

/** set_producers, the admin route that proposes a producer schedule, called with `token` (or none). */
export function setProducers(
  baseUrl: string,
  producers: readonly string[],
  token: string | undefined,
): Promise<RawResponse & { headers: Headers }> {
  return adminPost(baseUrl, "/v1/devnet/set_producers", { producers }, token);
}
