import { createHash } from "node:crypto";
import { Bytes, KeyType, PrivateKey } from "@wharfkit/antelope";

/** A deterministic K1 key per label (test accounts only). */
export function testKey(label: string): PrivateKey {
  return new PrivateKey(KeyType.K1, Bytes.from(createHash("sha256").update(`ux-test/${label}`).digest()));
}

export const KEYS = {
  alice: testKey("alice"),
  bob: testKey("bob"),
  payer: testKey("ux.payer"),
  keeper: testKey("amm.keeper"),
};

export const publicKeys = () =>
  Object.fromEntries([
    ["alice", KEYS.alice.toPublic().toLegacyString()],
    ["bob", KEYS.bob.toPublic().toLegacyString()],
    ["ux.payer", KEYS.payer.toPublic().toLegacyString()],
    ["amm.keeper", KEYS.keeper.toPublic().toLegacyString()],
  ]);
