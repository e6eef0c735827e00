import { PublicKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import {
  type BlockHeader,
  blockHeaderDigest,
  blockIdFromDigest,
  blockIdOf,
  blockNumFromId,
  blockNumOf,
  packBlockHeader,
} from "../../src/antelope/blockHeader";
import { headerSigningDigest, recoverSigningKeys } from "../../src/antelope/headerSigning";
import { appendToIncrementalMerkle, incrementalMerkleRoot } from "../../src/antelope/incrementalMerkle";
import { foldMerkleProofPath } from "../../src/antelope/merkle";
import {
  packLegacyProducerSchedule,
  packProducerAuthoritySchedule,
  producerAuthorityScheduleDigest,
  unpackProducerAuthoritySchedule,
} from "../../src/antelope/producerSchedule";
import { blockHeaderSchema, heavyProofSchema, lightProofSchema } from "../../src/antelope/proofSchemas";
import { concat, fromHex, nameToU64, nodeSha256, toHex, u16le, u32le, u64le, varuint } from "./independent";
import { jungle4 } from "./jungle4Vectors";

const heavyProofs = () =>
  [jungle4.heavy24562480(), jungle4.heavy24562919(), jungle4.heavy24563672()].map(
    (json) => heavyProofSchema.parse(json).blockProof,
  );

/** The packed header assembled field by field from the block_header definition. */
function referencePack(header: BlockHeader): Uint8Array {
  if (header.newProducers !== null) throw new Error("reference packing covers headers without new_producers");
  const extensions = header.headerExtensions.flatMap((e) => {
    const data = fromHex(e.data);
    return [u16le(e.type), varuint(data.length), data];
  });
  return concat(
    u32le(header.timestamp),
    u64le(nameToU64(header.producer)),
    u16le(header.confirmed),
    fromHex(header.previous),
    fromHex(header.transactionMroot),
    fromHex(header.actionMroot),
    u32le(header.scheduleVersion),
    new Uint8Array([0]),
    varuint(header.headerExtensions.length),
    ...extensions,
  );
}

describe("block header packing", () => {
  it("packs every vector header field by field, and the digest is its sha256", () => {
    const headers = heavyProofs().flatMap((p) => [
      p.blockToProve.block.header,
      ...p.bftProof.map((b) => b.header),
    ]);
    headers.push(lightProofSchema.parse(jungle4.light22531781()).blockProof.header);
    expect(headers).toHaveLength(3 * 29 + 1);
    for (const header of headers) {
      const packed = packBlockHeader(header);
      expect(toHex(packed)).toBe(toHex(referencePack(header)));
      expect(blockHeaderDigest(header)).toBe(toHex(nodeSha256(packed)));
    }
  });

  it("packs the light proof's header to 4+8+2+32*3+4+1+1 bytes starting with its slot and producer", () => {
    const { header } = lightProofSchema.parse(jungle4.light22531781()).blockProof;
    const packed = packBlockHeader(header);
    expect(packed.length).toBe(116);
    const slot = (Date.UTC(2022, 6, 4, 5, 20, 11) - Date.UTC(2000, 0, 1)) / 500;
    expect(toHex(packed.slice(0, 4))).toBe(toHex(u32le(slot)));
    expect(toHex(packed.slice(4, 12))).toBe(toHex(u64le(nameToU64("lioninjungle"))));
  });

  it("packs legacy new_producers as an optional producer_schedule", () => {
    const key = "EOS6NxZubhyaDk6E4cioXPPU2YqmpbDcZntNpXeCLvii79meLCmDt";
    const header = blockHeaderSchema.parse({
      ...(jungle4.light22531781() as { blockproof: { header: object } }).blockproof.header,
      new_producers: { version: 2, producers: [{ producer_name: "alice", block_signing_key: key }] },
    });
    const packed = packBlockHeader(header);
    const schedule = concat(
      u32le(2),
      varuint(1),
      u64le(nameToU64("alice")),
      new Uint8Array([0]),
      PublicKey.from(key).data.array,
    );
    expect(toHex(packLegacyProducerSchedule(header.newProducers ?? { version: 0, producers: [] }))).toBe(
      toHex(schedule),
    );
    expect(packed[114]).toBe(1);
    expect(toHex(packed.slice(115, 115 + schedule.length))).toBe(toHex(schedule));
    expect(toHex(packed.slice(115 + schedule.length))).toBe("00");
  });
});

describe("block ids", () => {
  it("put the big-endian block number, one past the previous block's, in the digest's first 4 bytes", () => {
    const digest = "ab".repeat(32);
    expect(blockIdFromDigest(digest, 0x0176cb30)).toBe(`0176cb30${"ab".repeat(28)}`);
    expect(blockNumFromId(`0176cb30${"00".repeat(28)}`)).toBe(24562480);
    const [first] = heavyProofs();
    const header = first?.blockToProve.block.header as BlockHeader;
    expect(blockNumOf(header)).toBe(24562480);
    expect(blockIdOf(header)).toBe(`0176cb30${blockHeaderDigest(header).slice(8)}`);
    expect(() => blockNumFromId("00")).toThrow("block id must be 32 bytes");
  });

  it("of each block to prove fold through the first BFT block's path to that block's signed merkle root", () => {
    for (const proof of heavyProofs()) {
      const bft = proof.bftProof[0];
      if (!bft) throw new Error("no bft proof");
      const path = bft.bmproofpath.map((i) => proof.hashes[i] as string);
      expect(foldMerkleProofPath(blockIdOf(proof.blockToProve.block.header), path)).toBe(bft.previousBmroot);
    }
  });

  it("of the light proof's block fold through its path to the root a heavy proof of block 25105838 recorded", () => {
    const { header, bmproofpath, root } = lightProofSchema.parse(jungle4.light22531781()).blockProof;
    expect(blockNumOf(header)).toBe(22531781);
    expect(foldMerkleProofPath(blockIdOf(header), bmproofpath)).toBe(root);
  });
});

describe("block merkle and signing digest of the Jungle4 blocks", () => {
  it("rebuild each block's previous_bmroot from active_nodes and node_count plus the previous id", () => {
    for (const proof of heavyProofs()) {
      const { blockToProve } = proof;
      const tree = {
        nodeCount: blockToProve.nodeCount,
        activeNodes: blockToProve.activeNodes.map((i) => proof.hashes[i] as string),
      };
      expect(blockToProve.nodeCount).toBe(blockNumOf(blockToProve.block.header) - 2);
      const root = incrementalMerkleRoot(appendToIncrementalMerkle(tree, blockToProve.block.header.previous));
      expect(root).toBe(blockToProve.block.previousBmroot);
    }
  });

  it("recover the producer's scheduled key from the signing digest", () => {
    const [first] = heavyProofs();
    if (!first) throw new Error("no proof");
    const { header, previousBmroot, producerSignatures } = first.blockToProve.block;
    // Block 24562480 proposes schedule v37, so it is signed over the hash of the proposed schedule.
    const scheduleHash = nodeSha256(fromHex(header.headerExtensions[0]?.data ?? ""));
    const headerDigest = fromHex(blockHeaderDigest(header));
    const expected = toHex(nodeSha256(nodeSha256(headerDigest, fromHex(previousBmroot)), scheduleHash));
    const digest = headerSigningDigest(toHex(headerDigest), previousBmroot, toHex(scheduleHash));
    expect(digest).toBe(expected);

    const schedule = jungle4.schedule36() as {
      initial_schedule: {
        producers: { producer_name: string; authority: [string, { keys: { key: string }[] }] }[];
      };
    };
    const bighornsheep = schedule.initial_schedule.producers.find((p) => p.producer_name === "bighornsheep");
    const [key] = recoverSigningKeys(digest, producerSignatures);
    expect(key?.toLegacyString()).toBe(bighornsheep?.authority[1].keys[0]?.key);
    expect(key?.toLegacyString()).toBe("EOS5xfwWr4UumKm4PqUGnyCrFWYo6j5cLioNGg5yf4GgcTp2WcYxf");
  });
});

describe("producer schedules", () => {
  it("unpack the schedule change extension of block 24562480 and re-pack it byte for byte", () => {
    const [first] = heavyProofs();
    const extension = first?.blockToProve.block.header.headerExtensions[0];
    expect(extension?.type).toBe(1);
    const bytes = fromHex(extension?.data ?? "");
    const schedule = unpackProducerAuthoritySchedule(bytes);
    expect(schedule.version).toBe(37);
    expect(schedule.producers).toHaveLength(21);
    expect(schedule.producers[0]?.producerName).toBe("alohaeostest");
    expect(
      schedule.producers.every((p) => p.authority.threshold === 1 && p.authority.keys.length === 1),
    ).toBe(true);
    expect(toHex(packProducerAuthoritySchedule(schedule))).toBe(toHex(bytes));
    expect(producerAuthorityScheduleDigest(schedule)).toBe(toHex(nodeSha256(bytes)));
  });

  it("reject a truncated, padded or unknown-variant schedule", () => {
    const [first] = heavyProofs();
    const data = first?.blockToProve.block.header.headerExtensions[0]?.data ?? "";
    expect(() => unpackProducerAuthoritySchedule(fromHex(data.slice(0, -2)))).toThrow();
    expect(() => unpackProducerAuthoritySchedule(fromHex(`${data}00`))).toThrow(
      "trailing bytes after producer schedule",
    );
    // Producer 1's authority variant byte sits after version (4), count (1) and name (8).
    const unknownVariant = `${data.slice(0, 26)}01${data.slice(28)}`;
    expect(() => unpackProducerAuthoritySchedule(fromHex(unknownVariant))).toThrow(
      "unknown block signing authority type 1",
    );
  });
});
