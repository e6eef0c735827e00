import { describe, expect, it } from "vitest";
import { EMPTY_KEYS } from "../../../../src/features/account-creation/flow/creationFlow";
import {
  keysStateOf,
  newAccountControl,
} from "../../../../src/features/account-creation/payment/newAccountControl";
import { PAYER } from "../../../shared/swapSocket/fixtures";
import { ACTIVE_KEY, OWNER_KEY } from "../fixtures";

const PAYER_KEYS = { owner: ACTIVE_KEY, active: OWNER_KEY };

describe("who controls the new account (spec 1 §2 step 3, §5)", () => {
  it("EOSIO payer: the typed owner key serves as owner and active", () => {
    const state = keysStateOf("eosio", { ...EMPTY_KEYS, ownerKey: OWNER_KEY }, PAYER_KEYS);
    expect(state).toEqual({
      payer: "eosio",
      ownerKey: OWNER_KEY,
      activeKey: OWNER_KEY,
      reusePayerKeys: false,
    });
    expect(newAccountControl(state, null)).toEqual({ kind: "keys", owner: OWNER_KEY, active: OWNER_KEY });
  });

  it("EOSIO payer reusing its keys: the payer's owner and active, empty until read", () => {
    const reuse = { ...EMPTY_KEYS, ownerKey: "typed", reusePayerKeys: true };
    expect(keysStateOf("eosio", reuse, undefined)).toEqual({
      payer: "eosio",
      ownerKey: "",
      activeKey: "",
      reusePayerKeys: true,
    });
    const state = keysStateOf("eosio", reuse, PAYER_KEYS);
    expect(newAccountControl(state, null)).toEqual({ kind: "keys", owner: ACTIVE_KEY, active: OWNER_KEY });
  });

  it("Ethereum payer: an owner key, or the paying address", () => {
    const keyed = keysStateOf("ethereum", { ...EMPTY_KEYS, ownerKey: OWNER_KEY }, undefined);
    expect(newAccountControl(keyed, PAYER)).toEqual({ kind: "keys", owner: OWNER_KEY, active: OWNER_KEY });
    const byAddress = keysStateOf("ethereum", { ...EMPTY_KEYS, useEthAddress: true }, undefined);
    expect(byAddress).toEqual({ payer: "ethereum", ownerKey: "", useEthAddress: true });
    expect(newAccountControl(byAddress, PAYER)).toEqual({ kind: "ethAddress", address: PAYER });
    expect(() => newAccountControl(byAddress, null)).toThrow("The paying Ethereum address is not known");
  });
});
