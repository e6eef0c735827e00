import { type NetworkConfig, parseNetworkConfigInSlices } from "@ux/core/config";
import { t } from "../i18n/translate";
import { yieldToBrowser } from "../scheduling/yieldToBrowser";

/** Served by the app server (and proxied to the launcher by the dev server). */
export const CONFIG_PATH = "/config.json";

type FetchLike = (input: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Fetches and validates the runtime network config. Every failure becomes an Error whose message a person
 * can read on the start-up error page: unreachable server, HTTP status, not JSON, or the first bad field.
 * Validated in slices: in one go it was a 70-110 ms task on a phone before the first page (#18).
 */
export async function loadNetworkConfig(fetchFn: FetchLike = fetch): Promise<NetworkConfig> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(CONFIG_PATH, { cache: "no-store", headers: { accept: "application/json" } });
  } catch (error) {
    throw new Error(
      t("The network configuration could not be loaded: {reason}", { reason: reasonOf(error) }),
    );
  }
  if (!response.ok) {
    throw new Error(
      t("The network configuration could not be loaded (HTTP {status}).", { status: response.status }),
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(t("The network configuration is not valid JSON."));
  }
  return parseNetworkConfigInSlices(body, yieldToBrowser);
}
