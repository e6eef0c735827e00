import type { AccountInfo } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import { noKeyText, payerKeysOf } from "../../../../src/features/account-creation/steps/payerKeys";
import { ACTIVE_KEY, OWNER_KEY } from "../fixtures";

const permission = (perm_name: string, keys: string[]) => ({
  perm_name,
  parent: perm_name === "owner" ? "" : "owner",
  required_auth: { threshold: 1, keys: keys.map((key) => ({ key, weight: 1 })) },
});

const account = (permissions: AccountInfo["permissions"]): AccountInfo => ({
  account_name: "alice",
  last_code_update: "1970-01-01T00:00:00.000",
  permissions,
});

describe("the payer's own keys, to reuse (spec 1 §7 get_account)", () => {
  it("are the first required_auth key of owner and of active", () => {
    const info = account([permission("owner", [OWNER_KEY, ACTIVE_KEY]), permission("active", [ACTIVE_KEY])]);
    expect(payerKeysOf(info)).toEqual({ owner: OWNER_KEY, active: ACTIVE_KEY });
  });

  it("cannot be reused when a permission has no key", () => {
    expect(() => payerKeysOf(account([permission("owner", [OWNER_KEY]), permission("active", [])]))).toThrow(
      noKeyText("alice", "active"),
    );
    expect(() => payerKeysOf(account([permission("active", [ACTIVE_KEY])]))).toThrow(
      "alice has no owner key to reuse",
    );
  });
});
