import { describe, expect, it } from "vitest";
import {
  buildAccountMemo,
  newAccountNameError,
  parseAccountMemo,
} from "../../../src/accounts/socket/accountMemo";
import { DEV_KEY_BAD_CHECKSUM, DEV_KEY_LEGACY, generatedK1Key } from "../../keys/sampleKeys";

const OWNER = DEV_KEY_LEGACY;
const ACTIVE = generatedK1Key();

describe("the account creation memo", () => {
  it("is name,ownerKey,activeKey and reads back to the same fields", () => {
    const memo = { name: "newuser12345", ownerKey: OWNER, activeKey: ACTIVE };
    expect(buildAccountMemo(memo)).toBe(`newuser12345,${OWNER},${ACTIVE}`);
    expect(parseAccountMemo(buildAccountMemo(memo))).toEqual({ ok: true, memo });
  });

  it.each([
    ["", "The memo must be 'name,ownerKey,activeKey' (three fields, comma-joined)"],
    [`newuser12345,${OWNER}`, "The memo must be 'name,ownerKey,activeKey' (three fields, comma-joined)"],
    [
      `newuser12345,${OWNER},${ACTIVE},x`,
      "The memo must be 'name,ownerKey,activeKey' (three fields, comma-joined)",
    ],
    [`short,${OWNER},${ACTIVE}`, "The account name 'short' must be: 12 characters long"],
    [`new.user1234,${OWNER},${ACTIVE}`, "The account name 'new.user1234' must be: Only contain a-z and 1-5"],
    [`NEWUSER12345,${OWNER},${ACTIVE}`, "The account name 'NEWUSER12345' must be: Only contain a-z and 1-5"],
    [`newuser67890,${OWNER},${ACTIVE}`, "The account name 'newuser67890' must be: Only contain a-z and 1-5"],
    [`newuser12345,${DEV_KEY_BAD_CHECKSUM},${ACTIVE}`, "Owner key: The public key checksum does not match"],
    [`newuser12345,${OWNER},nokey`, "Active key: A public key starts with EOS or PUB_K1_"],
    [`newuser12345, ${OWNER},${ACTIVE}`, "Owner key: A public key starts with EOS or PUB_K1_"],
    [`newuser12345,${OWNER},`, "Active key: Enter a public key"],
  ])("refuses %j: %s", (memo, error) => {
    expect(parseAccountMemo(memo)).toEqual({ ok: false, error });
  });

  it("names every failed name rule", () => {
    expect(newAccountNameError("a.b")).toBe(
      "The account name 'a.b' must be: 12 characters long, Only contain a-z and 1-5",
    );
    expect(newAccountNameError("abcdefgh1234")).toBeNull();
  });
});
