import { Checksum256, type PrivateKey } from "@wharfkit/antelope";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createKnownSigners, type KnownSignerOptions } from "../../src/engine/transaction/knownSigners";
import { createK1Curve, type K1Curve } from "../../src/engine/transaction/secp256k1Recovery";
import { k1KeyOf, k1Secret, SECP256K1_N } from "./support/randomK1";

const curve = createK1Curve();

const hex = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString("hex") : undefined);

/** The forms a signature can be altered into: its recovery id flipped, s negated (high-S), or both. */
function variants(signature: Uint8Array): Record<string, Uint8Array> {
  const s = BigInt(`0x${Buffer.from(signature.subarray(33)).toString("hex")}`);
  const withS = (value: bigint, flip: boolean) => {
    const out = Uint8Array.from(signature);
    out.set(Buffer.from(value.toString(16).padStart(64, "0"), "hex"), 33);
    if (flip) out[0] = out[0] === 31 ? 32 : 31;
    return out;
  };
  return {
    valid: signature,
    flippedRecoveryId: withS(s, true),
    highS: withS(SECP256K1_N - s, false),
    highSFlipped: withS(SECP256K1_N - s, true),
  };
}

describe("recoversTo: the exact check against one key's table", () => {
  it("is true exactly when recovery gives that key: valid, flipped recovery id, high-S, both", () => {
    fc.assert(
      fc.property(
        k1Secret,
        k1Secret,
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (secret, otherSecret, digest) => {
          const key = k1KeyOf(secret);
          const table = curve.keyTable(key.toPublic().data.array);
          const otherTable = curve.keyTable(k1KeyOf(otherSecret).toPublic().data.array);
          if (!table || !otherTable) throw new Error("no table");
          const signature = key.signDigest(Checksum256.from(digest)).data.array;
          for (const [form, bytes] of Object.entries(variants(signature))) {
            const recovered = hex(curve.recoverCompressedKey(digest, bytes));
            expect(curve.recoversTo(digest, bytes, table), form).toBe(
              recovered === key.toPublic().data.hexString,
            );
            expect(curve.recoversTo(digest, bytes, otherTable), form).toBe(
              recovered === k1KeyOf(otherSecret).toPublic().data.hexString,
            );
          }
          // What that means: the valid and the high-S-with-flipped-id forms name the key, the others do not.
          expect(curve.recoversTo(digest, signature, table)).toBe(true);
          expect(curve.recoversTo(digest, variants(signature).flippedRecoveryId as Uint8Array, table)).toBe(
            false,
          );
          expect(curve.recoversTo(digest, variants(signature).highS as Uint8Array, table)).toBe(false);
          expect(curve.recoversTo(digest, variants(signature).highSFlipped as Uint8Array, table)).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("is false for the forms recovery leaves to WharfKit, and for a digest that is not 32 bytes", () => {
    const key = k1KeyOf(12345n);
    const table = curve.keyTable(key.toPublic().data.array);
    if (!table) throw new Error("no table");
    const digest = Checksum256.hash(new Uint8Array([7]));
    const signature = key.signDigest(digest).data.array;
    const altered = (change: (bytes: Uint8Array) => void) => {
      const out = Uint8Array.from(signature);
      change(out);
      return out;
    };
    expect(curve.recoversTo(digest.array, signature, table)).toBe(true);
    expect(curve.recoversTo(digest.array.subarray(1), signature, table)).toBe(false);
    expect(curve.recoversTo(digest.array, signature.subarray(0, 64), table)).toBe(false);
    expect(
      curve.recoversTo(
        digest.array,
        altered((b) => {
          b[0] = 33;
        }),
        table,
      ),
    ).toBe(false);
    expect(
      curve.recoversTo(
        digest.array,
        altered((b) => b.fill(0, 1, 33)),
        table,
      ),
    ).toBe(false);
    expect(
      curve.recoversTo(
        digest.array,
        altered((b) => b.fill(0xff, 33, 65)),
        table,
      ),
    ).toBe(false);
    expect(curve.keyTable(new Uint8Array(33))).toBeUndefined();
  });
});

/** A curve that counts what the known signers ask of it. */
function countingCurve() {
  const calls = { recover: 0, check: 0, tables: 0 };
  const counted: K1Curve = {
    recoverCompressedKey: (digest, signature) => {
      calls.recover++;
      return curve.recoverCompressedKey(digest, signature);
    },
    keyTable: (key) => {
      calls.tables++;
      return curve.keyTable(key);
    },
    recoversTo: (digest, signature, table) => {
      calls.check++;
      return curve.recoversTo(digest, signature, table);
    },
  };
  return { counted, calls };
}

const OPTIONS: KnownSignerOptions = { tableAfter: 2, maxTables: 2, maxTries: 4 };

function signed(key: PrivateKey, label: string) {
  const digest = Checksum256.hash(Buffer.from(label));
  return { digest: digest.array, signature: key.signDigest(digest).data.array };
}

describe("known signers", () => {
  const alice = k1KeyOf(111n);
  const bob = k1KeyOf(222n);
  const carol = k1KeyOf(333n);
  const aliceHex = alice.toPublic().data.hexString;
  const bobHex = bob.toPublic().data.hexString;

  it("recovers until a candidate has signed `tableAfter` times, then checks it against its table", () => {
    const { counted, calls } = countingCurve();
    const signers = createKnownSigners(counted, OPTIONS);
    for (let i = 0; i < 2; i++) {
      const { digest, signature } = signed(alice, `warm ${i}`);
      expect(signers.recover(digest, signature, [aliceHex])).toBe(aliceHex);
    }
    expect(calls).toEqual({ recover: 2, check: 0, tables: 1 });
    const { digest, signature } = signed(alice, "fast");
    expect(signers.recover(digest, signature, [bobHex, aliceHex])).toBe(aliceHex);
    expect(calls).toEqual({ recover: 2, check: 1, tables: 1 });
    expect(signers.stats).toEqual({ tableMatches: 1, recoveries: 2, tables: 1 });
  });

  it("reports the key recovery gives when the candidate did not sign: wrong key, altered signatures", () => {
    const signers = createKnownSigners(curve, OPTIONS);
    for (let i = 0; i < 2; i++) {
      const { digest, signature } = signed(alice, `warm ${i}`);
      signers.recover(digest, signature, [aliceHex]);
    }
    const byBob = signed(bob, "bob signs alice's transaction");
    expect(signers.recover(byBob.digest, byBob.signature, [aliceHex])).toBe(bobHex);
    const { digest, signature } = signed(alice, "altered");
    for (const [form, bytes] of Object.entries(variants(signature))) {
      const expected = hex(curve.recoverCompressedKey(digest, bytes));
      expect(signers.recover(digest, bytes, [aliceHex]), form).toBe(expected);
    }
    expect(signers.stats.tableMatches).toBe(2); // the valid form and the high-S one with the id flipped
  });

  it("never builds a table for a key that was not a candidate, and keeps the most recently matched ones", () => {
    const { counted, calls } = countingCurve();
    const signers = createKnownSigners(counted, OPTIONS);
    for (let i = 0; i < 3; i++) {
      const { digest, signature } = signed(carol, `irrelevant ${i}`);
      signers.recover(digest, signature, [aliceHex]);
    }
    expect(calls.tables).toBe(0);
    const warm = (key: PrivateKey, label: string) => {
      const keyHex = key.toPublic().data.hexString;
      for (let i = 0; i < 2; i++) {
        const { digest, signature } = signed(key, `${label} ${i}`);
        signers.recover(digest, signature, [keyHex]);
      }
    };
    warm(alice, "a");
    warm(bob, "b");
    const again = signed(alice, "alice again");
    signers.recover(again.digest, again.signature, [aliceHex]); // alice becomes the most recent
    warm(carol, "c"); // a third table: bob's, the coldest, goes
    expect(signers.stats.tables).toBe(2);
    const before = calls.recover;
    const byAlice = signed(alice, "still known");
    expect(signers.recover(byAlice.digest, byAlice.signature, [aliceHex])).toBe(aliceHex);
    const byBob = signed(bob, "forgotten");
    expect(signers.recover(byBob.digest, byBob.signature, [bobHex])).toBe(bobHex);
    expect(calls.recover - before).toBe(1); // only bob's needed a recovery
  });
});
