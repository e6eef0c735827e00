import {
  Action,
  Bytes,
  Checksum256,
  PrivateKey,
  Serializer,
  Transaction,
  type TransactionType,
} from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import {
  ethereumOwnershipMessage,
  keysSatisfyAuthority,
  ownershipProofAction,
  readOwnershipProof,
} from "../../src/auth/index";

const CHAIN = "8a34ec7df1b8cd06ff4a8abbaa7cc50300823350cadc59ab296cb00d104d2b8f";
const OTHER_CHAIN = "aca376f206b8fc25a6ed44dbdc66547c36c6c33e3a119ffbeaef943642f0e906";
const aliceKey = PrivateKey.generate("K1");
const bobKey = PrivateKey.generate("K1");
const NONCE = "00112233445566778899aabbccddeeff";

function proofTransaction(overrides: Partial<TransactionType> = {}): Transaction {
  return Transaction.from({
    expiration: "2026-11-25T02:00:00",
    ref_block_num: 7,
    ref_block_prefix: 123456,
    actions: [ownershipProofAction({ actor: "alice", permission: "active" }, NONCE)],
    ...overrides,
  });
}

function signed(transaction: Transaction, keys: PrivateKey[], chainId = CHAIN) {
  const digest = transaction.signingDigest(Checksum256.from(chainId));
  return {
    packed: Serializer.encode({ object: transaction }).hexString,
    signatures: keys.map((key) => key.signDigest(digest).toString()),
  };
}

describe("readOwnershipProof", () => {
  it("reads the account, permission, nonce, expiry and signing key of a well-formed proof", () => {
    const { packed, signatures } = signed(proofTransaction(), [aliceKey]);
    expect(readOwnershipProof(packed, signatures, CHAIN)).toEqual({
      ok: true,
      claim: {
        account: "alice",
        permission: "active",
        nonce: NONCE,
        expiresAtMs: Date.parse("2026-11-25T02:00:00Z"),
        signingKeys: [aliceKey.toPublic().toString()],
      },
    });
  });

  it("recovers a different key when the proof was signed for another chain", () => {
    const { packed, signatures } = signed(proofTransaction(), [aliceKey], OTHER_CHAIN);
    const reading = readOwnershipProof(packed, signatures, CHAIN);
    expect(reading.ok && reading.claim.signingKeys).not.toEqual([aliceKey.toPublic().toString()]);
  });

  const refusals: [string, () => { packed: string; signatures: string[] }, string][] = [
    [
      "not a transaction",
      () => ({ packed: "00ff", signatures: ["SIG_K1_x"] }),
      "the proof is not a serialized Antelope transaction",
    ],
    [
      "trailing bytes",
      () => {
        const proof = signed(proofTransaction(), [aliceKey]);
        return { ...proof, packed: `${proof.packed}00` };
      },
      "the proof is not a serialized Antelope transaction",
    ],
    [
      "a second action",
      () =>
        signed(
          proofTransaction({
            actions: [
              ownershipProofAction({ actor: "alice", permission: "active" }, NONCE),
              ownershipProofAction({ actor: "alice", permission: "active" }, NONCE),
            ],
          }),
          [aliceKey],
        ),
      "the proof transaction must hold one action",
    ],
    [
      "another contract",
      () =>
        signed(
          proofTransaction({
            actions: [
              Action.from({
                account: "eosio.token",
                name: "prove",
                authorization: [{ actor: "alice", permission: "active" }],
                data: ownershipProofAction({ actor: "alice", permission: "active" }, NONCE).data,
              }),
            ],
          }),
          [aliceKey],
        ),
      "the proof action must be auth.ux::prove",
    ],
    [
      "an account other than the signer",
      () => {
        const action = ownershipProofAction({ actor: "bob", permission: "active" }, NONCE);
        const forged = Action.from({ ...action, authorization: [{ actor: "alice", permission: "active" }] });
        return signed(proofTransaction({ actions: [forged] }), [aliceKey]);
      },
      "the proof must name the account that signs it",
    ],
    [
      "two authorizations",
      () => {
        const action = ownershipProofAction({ actor: "alice", permission: "active" }, NONCE);
        const both = Action.from({
          ...action,
          authorization: [
            { actor: "alice", permission: "active" },
            { actor: "bob", permission: "active" },
          ],
        });
        return signed(proofTransaction({ actions: [both] }), [aliceKey]);
      },
      "the proof action must be authorized by the account alone",
    ],
    [
      "data with extra bytes",
      () => {
        const action = ownershipProofAction({ actor: "alice", permission: "active" }, NONCE);
        const padded = Action.from({ ...action, data: Bytes.from(`${action.data.hexString}00`, "hex") });
        return signed(proofTransaction({ actions: [padded] }), [aliceKey]);
      },
      "the proof action's data does not match its ABI",
    ],
    [
      "a delay",
      () => signed(proofTransaction({ delay_sec: 10 }), [aliceKey]),
      "the proof transaction may not be delayed",
    ],
    [
      "a context-free action",
      () =>
        signed(
          proofTransaction({
            context_free_actions: [ownershipProofAction({ actor: "alice", permission: "active" }, NONCE)],
          }),
          [aliceKey],
        ),
      "the proof transaction may hold only the proof action",
    ],
    ["no signature", () => signed(proofTransaction(), []), "the proof carries no signature"],
    [
      "the same signature twice",
      () => {
        const proof = signed(proofTransaction(), [aliceKey]);
        return { ...proof, signatures: [proof.signatures[0] ?? "", proof.signatures[0] ?? ""] };
      },
      "a signature of the proof is malformed or repeated",
    ],
    [
      "a malformed signature",
      () => ({ ...signed(proofTransaction(), [aliceKey]), signatures: ["SIG_K1_notasignature"] }),
      "a signature of the proof is malformed or repeated",
    ],
  ];
  it.each(refusals)("refuses %s", (_name, make, error) => {
    const { packed, signatures } = make();
    expect(readOwnershipProof(packed, signatures, CHAIN)).toEqual({ ok: false, error });
  });
});

describe("keysSatisfyAuthority", () => {
  const alice = aliceKey.toPublic();
  const bob = bobKey.toPublic();
  it("counts only the signing keys' weights against the threshold, in either key text form", () => {
    const single = { threshold: 1, keys: [{ key: alice.toLegacyString(), weight: 1 }] };
    expect(keysSatisfyAuthority(single, [alice.toString()])).toBe(true);
    expect(keysSatisfyAuthority(single, [bob.toString()])).toBe(false);
    expect(keysSatisfyAuthority(single, [])).toBe(false);
    const twoOfTwo = {
      threshold: 2,
      keys: [
        { key: alice.toString(), weight: 1 },
        { key: bob.toLegacyString(), weight: 1 },
      ],
    };
    expect(keysSatisfyAuthority(twoOfTwo, [alice.toString()])).toBe(false);
    expect(keysSatisfyAuthority(twoOfTwo, [bob.toString(), alice.toString()])).toBe(true);
  });

  it("never counts an authority with no keys or a zero threshold as satisfied", () => {
    expect(keysSatisfyAuthority({ threshold: 1, keys: [] }, [alice.toString()])).toBe(false);
    expect(keysSatisfyAuthority({ threshold: 0, keys: [] }, [])).toBe(false);
  });
});

describe("ethereumOwnershipMessage", () => {
  it("names the account and the nonce", () => {
    expect(ethereumOwnershipMessage("ethmapped", NONCE)).toBe(
      `UX Network: sign in as ethmapped.\nThis proves you own the account and costs nothing.\nNonce: ${NONCE}`,
    );
  });
});
