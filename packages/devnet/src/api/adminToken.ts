import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The local admin token of /v1/devnet/* (see adminGuard.ts): given, from the environment, or fresh and
// random on every start; written to the data folder, readable by its owner only, for local tools.

export const ADMIN_TOKEN_ENV = "UX_DEVNET_ADMIN_TOKEN";
export const ADMIN_TOKEN_FILE = "admin-token";

/** A Bearer token (RFC 6750 token68) long enough not to be guessed. */
const TOKEN_PATTERN = /^[A-Za-z0-9\-._~+/]{16,}=*$/;

/** The token to use: the option, else the environment variable, else 32 random bytes (base64url). */
export function resolveAdminToken(given: string | undefined, env: NodeJS.ProcessEnv): string {
  const fromEnv = env[ADMIN_TOKEN_ENV];
  const token = given ?? (fromEnv ? fromEnv : undefined);
  if (token === undefined) return randomBytes(32).toString("base64url");
  if (!TOKEN_PATTERN.test(token))
    throw new Error(
      `the devnet admin token${given === undefined ? ` (${ADMIN_TOKEN_ENV})` : ""} must be 16 or more of A-Z a-z 0-9 - . _ ~ + / (then optional '=')`,
    );
  return token;
}

/**
 * Writes <dataRoot>/admin-token (mode 0600, no newline) and returns its path. Written to a private temporary
 * file then renamed, so a reader never sees a partial token nor a file that others could read.
 */
export function writeAdminTokenFile(dataRoot: string, token: string): string {
  mkdirSync(dataRoot, { recursive: true });
  const path = join(dataRoot, ADMIN_TOKEN_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, token, { mode: 0o600, flag: "wx" });
  chmodSync(temporary, 0o600); // the mode above is reduced by the umask only, but be explicit
  renameSync(temporary, path);
  return path;
}
