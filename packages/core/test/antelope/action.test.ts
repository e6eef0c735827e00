import { describe, expect, it } from "vitest";
import {
  type Action,
  actionDigestWithReturnValue,
  legacyActionDigest,
  packAction,
} from "../../src/antelope/action";
import {
  type ActionReceipt,
  actionMroot,
  actionReceiptDigest,
  packActionReceipt,
} from "../../src/antelope/actionReceipt";
import { foldMerkleProofPath, merkleProofPath } from "../../src/antelope/merkle";
import { heavyProofSchema, lightProofSchema } from "../../src/antelope/proofSchemas";
import { concat, fromHex, naiveMerkle, nameToU64, nodeSha256, testDigest, toHex, u64le } from "./independent";
import { jungle4 } from "./jungle4Vectors";

const approve = () => {
  const parsed = heavyProofSchema.parse(jungle4.heavy24563672());
  if (!parsed.actionProof) throw new Error("vector 24563672 carries an action proof");
  return { proof: parsed.actionProof, header: parsed.blockProof.blockToProve.block.header };
};

const lightAction = () => {
  const parsed = lightProofSchema.parse(jungle4.light22531781());
  return { proof: parsed.actionProof, header: parsed.blockProof.header };
};

/** The packed action from its definition: account, name, permission levels, then sized data. */
function referenceActionBytes(action: Action): Uint8Array {
  return concat(referenceBaseBytes(action), sized(fromHex(action.data)));
}

function referenceBaseBytes(action: Action): Uint8Array {
  return concat(
    u64le(nameToU64(action.account)),
    u64le(nameToU64(action.name)),
    Uint8Array.of(action.authorization.length),
    ...action.authorization.flatMap((a) => [u64le(nameToU64(a.actor)), u64le(nameToU64(a.permission))]),
  );
}

function sized(data: Uint8Array): Uint8Array {
  if (data.length > 127) throw new Error("reference covers short data only");
  return concat(Uint8Array.of(data.length), data);
}

describe("act_digest before ACTION_RETURN_VALUE", () => {
  it("is sha256 of the packed action, equal to the receipts' act_digest in the Jungle4 vectors", () => {
    for (const { proof } of [approve(), lightAction()]) {
      expect(toHex(packAction(proof.action))).toBe(toHex(referenceActionBytes(proof.action)));
      expect(legacyActionDigest(proof.action)).toBe(toHex(nodeSha256(referenceActionBytes(proof.action))));
      expect(legacyActionDigest(proof.action)).toBe(proof.receipt.actDigest);
    }
  });

  it("changes with any byte of the action data", () => {
    const { proof } = approve();
    const data = proof.action.data;
    const changed = { ...proof.action, data: `${data.slice(0, -2)}${data.endsWith("00") ? "01" : "00"}` };
    expect(legacyActionDigest(changed)).not.toBe(proof.receipt.actDigest);
  });
});

describe("act_digest once ACTION_RETURN_VALUE is active", () => {
  it("is sha256(sha256(account, name, authorization) || sha256(sized data || sized return value))", () => {
    const { proof } = approve();
    const returnValue = "0a68656c6c6f20776f726c64";
    const expected = toHex(
      nodeSha256(
        nodeSha256(referenceBaseBytes(proof.action)),
        nodeSha256(sized(fromHex(proof.action.data)), sized(fromHex(returnValue))),
      ),
    );
    expect(actionDigestWithReturnValue(proof.action, returnValue)).toBe(expected);
  });

  it("differs from the legacy digest even with no return value, and depends on the return value", () => {
    const { proof } = lightAction();
    const empty = actionDigestWithReturnValue(proof.action, "");
    const expected = toHex(
      nodeSha256(nodeSha256(referenceBaseBytes(proof.action)), nodeSha256(Uint8Array.of(0, 0))),
    );
    expect(empty).toBe(expected);
    expect(empty).not.toBe(legacyActionDigest(proof.action));
    expect(actionDigestWithReturnValue(proof.action, "00")).not.toBe(empty);
  });
});

describe("action receipts", () => {
  it("pack receiver, act_digest, sequences, auth_sequence and varuint code/abi sequences", () => {
    const { proof } = approve();
    const r = proof.receipt;
    expect(r.globalSequence).toBe(25964543n);
    const expected = concat(
      u64le(nameToU64("eosio.msig")),
      fromHex(r.actDigest),
      u64le(25964543n),
      u64le(99n),
      Uint8Array.of(1),
      u64le(nameToU64("aus1genereos")),
      u64le(29n),
      Uint8Array.of(2),
      Uint8Array.of(2),
    );
    expect(toHex(packActionReceipt(r))).toBe(toHex(expected));
    expect(actionReceiptDigest(r)).toBe(toHex(nodeSha256(expected)));
  });

  it("write large sequences as uint64 and code/abi sequences as multi-byte varuints", () => {
    const receipt: ActionReceipt = {
      receiver: "eosio",
      actDigest: testDigest("r"),
      globalSequence: (1n << 64n) - 1n,
      recvSequence: 0n,
      authSequence: [],
      codeSequence: 300,
      abiSequence: 128,
    };
    expect(toHex(packActionReceipt(receipt).slice(-4))).toBe("ac028001");
    expect(toHex(packActionReceipt(receipt).slice(40, 48))).toBe("ff".repeat(8));
  });

  it("of the vector actions are in their block's action_mroot through the amproofpath", () => {
    for (const { proof, header } of [lightAction(), approve()]) {
      expect(foldMerkleProofPath(actionReceiptDigest(proof.receipt), proof.amproofpath)).toBe(
        header.actionMroot,
      );
    }
    // Block 24563672 holds two receipts: the path is the other one's digest, its side in the top bit.
    const { proof, header } = approve();
    const [other] = proof.amproofpath as [string];
    const own = actionReceiptDigest(proof.receipt);
    const pair = Number.parseInt(other.slice(0, 2), 16) < 0x80 ? [other, own] : [own, other];
    expect(naiveMerkle(pair)).toBe(header.actionMroot);
  });

  it("form action_mroot as the legacy merkle of their digests, with a path per receipt", () => {
    const digests = Array.from({ length: 5 }, (_, i) => testDigest(`receipt-${i}`));
    const root = actionMroot(digests);
    expect(root).toBe(naiveMerkle(digests));
    digests.forEach((digest, i) => {
      expect(foldMerkleProofPath(digest, merkleProofPath(digests, i))).toBe(root);
    });
  });
});
