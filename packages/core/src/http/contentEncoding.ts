/*
 * HTTP content negotiation for the JSON and files our servers send (the launcher's app server, the services'
 * JSON endpoints): one reading of Accept-Encoding for both, so a client gets the same encoding from each.
 */

export type Encoding = "br" | "gzip" | "identity";

/** Picks the best encoding the client accepts (q=0 excludes); br before gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}
