import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAdminToken, writeAdminTokenFile } from "../../src/api/adminToken";

const folders: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), "devnet-admin-token-"));
  folders.push(path);
  return path;
};
afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

describe("the admin token", () => {
  it("is the option, else UX_DEVNET_ADMIN_TOKEN, else fresh random per start", () => {
    const env = { UX_DEVNET_ADMIN_TOKEN: "from-the-environment-1234" };
    expect(resolveAdminToken("given-as-an-option-1234", env)).toBe("given-as-an-option-1234");
    expect(resolveAdminToken(undefined, env)).toBe("from-the-environment-1234");
    const first = resolveAdminToken(undefined, {});
    const second = resolveAdminToken(undefined, { UX_DEVNET_ADMIN_TOKEN: "" });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });

  it("must be a usable Bearer token of 16 or more characters", () => {
    const rule = "must be 16 or more of A-Z a-z 0-9 - . _ ~ + / (then optional '=')";
    expect(() => resolveAdminToken("short", {})).toThrow(`the devnet admin token ${rule}`);
    expect(() => resolveAdminToken("has spaces in the token", {})).toThrow(rule);
    expect(() => resolveAdminToken(undefined, { UX_DEVNET_ADMIN_TOKEN: "bad\ntoken-with-newline" })).toThrow(
      `the devnet admin token (UX_DEVNET_ADMIN_TOKEN) ${rule}`,
    );
    expect(resolveAdminToken("abcdefghijklmnop==", {})).toBe("abcdefghijklmnop==");
  });

  it("is written to <data folder>/admin-token, readable by its owner only, replacing an older one", () => {
    const root = join(folder(), "nested", "data");
    const path = writeAdminTokenFile(root, "first-token-0123456789");
    expect(path).toBe(join(root, "admin-token"));
    expect(readFileSync(path, "utf8")).toBe("first-token-0123456789");
    expect(statSync(path).mode & 0o777).toBe(0o600);

    writeFileSync(path, "old", { mode: 0o644 });
    writeAdminTokenFile(root, "second-token-0123456789");
    expect(readFileSync(path, "utf8")).toBe("second-token-0123456789");
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
