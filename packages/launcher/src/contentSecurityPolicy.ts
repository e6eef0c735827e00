import { createHash } from "node:crypto";
import { chainEndpoints, type NetworkConfig } from "@ux/core/config";

/** Every origin the app may talk to, taken from the network config; ws(s) twins for socket endpoints. */
export function connectOrigins(config: NetworkConfig): string[] {
  const urls: string[] = [];
  for (const chain of Object.values(config.chains)) {
    const nodes = chainEndpoints(chain);
    for (const u of [...nodes, chain.hyperion, chain.explorer, chain.proofSocket, chain.evmRpc])
      if (u) urls.push(u);
  }
  urls.push(...Object.values(config.services));
  const origins = new Set<string>();
  for (const raw of urls) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      // Only proofSocket is free text in the schema; what is not a URL cannot be connected to anyway.
      continue;
    }
    origins.add(parsed.origin);
    // socket.io upgrades http(s) endpoints to ws(s) on the same host.
    if (parsed.protocol === "http:") origins.add(`ws://${parsed.host}`);
    if (parsed.protocol === "https:") origins.add(`wss://${parsed.host}`);
  }
  return [...origins].sort();
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

/** A page's inline scripts (not those loaded by src) as CSP hash sources, each allowing its exact text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${sha256(match[1] ?? "")}'`,
  );
}

/**
 * The Content Security Policy of the app. Scripts only from our origin, and the inline scripts of
 * `scriptHashes` (index.html's route preloads, allowed by their hash); styles allow inline because the
 * UI kit (emotion) injects style tags at run time; images also from https and data: for token icons (a
 * token's logo in the config is an https URL or a file of this origin).
 */
export function contentSecurityPolicy(config: NetworkConfig, scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins(config).join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
