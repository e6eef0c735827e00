import { ABI, PrivateKey, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { taggedScheduleDigest } from "../../../src/antelope/producerSchedule";
import type { ScheduleRecord } from "../../../src/antelope/proverState";
import { PROVER_ABI } from "../../../src/bridge/contract/proverAbi";
import {
  chainRecordOf,
  chainRowOf,
  lastProofRowOf,
  provenRootOf,
  scheduleRecordOf,
  scheduleRowOf,
  secondsOfTimePoint,
  timePointOfSeconds,
} from "../../../src/bridge/contract/proverRowConversion";
import {
  chainRowSchema,
  lastProofRowSchema,
  scheduleRowSchema,
} from "../../../src/bridge/contract/proverRows";

const abi = ABI.from(PROVER_ABI);
const publicKey = PrivateKey.from("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3").toPublic();

function record(schedule: ScheduleRecord["schedule"]): ScheduleRecord {
  return {
    version: schedule.schedule.version,
    schedule,
    hash: taggedScheduleDigest(schedule),
    firstBlock: 120,
    lastBlock: 0xffffffff,
    expiry: 1_767_225_600,
  };
}

const authority = record({
  format: "authority",
  schedule: {
    version: 3,
    producers: [
      {
        producerName: "producer1",
        authority: { threshold: 1, keys: [{ key: publicKey.toString(), weight: 1 }] },
      },
    ],
  },
});
const legacy = record({
  format: "legacy",
  schedule: { version: 7, producers: [{ producerName: "producer2", blockSigningKey: publicKey.toString() }] },
});

/** A row as get_table_rows prints it: packed with the ABI and read back. */
const printed = (type: string, row: unknown) =>
  Serializer.objectify(Serializer.decode({ data: Serializer.encode({ object: row, abi, type }), abi, type }));

describe("the prover's rows", () => {
  it("write an authority schedule in producer_schedule_v2, keys in the legacy EOS form", () => {
    const row = scheduleRowOf(authority);
    expect(row.producer_schedule_v1).toEqual({ version: 0, producers: [] });
    expect(row.producer_schedule_v2.producers[0]?.authority).toEqual([
      "block_signing_authority_v0",
      { threshold: 1, keys: [{ key: publicKey.toLegacyString(), weight: 1 }] },
    ]);
    expect(row.expiry).toBe("2026-01-01T00:00:00.000");
    expect(scheduleRecordOf(scheduleRowSchema.parse(row)).schedule.format).toBe("authority");
  });

  it("read back every schedule, from the stored row or from its packed form, to the same record", () => {
    for (const original of [authority, legacy]) {
      const back = scheduleRecordOf(
        scheduleRowSchema.parse(printed("chainschedule", scheduleRowOf(original))),
      );
      expect(taggedScheduleDigest(back.schedule)).toBe(original.hash);
      expect({ ...back, schedule: back.schedule.format }).toEqual({
        ...original,
        schedule: original.schedule.format,
      });
    }
  });

  it("round-trip chains and proven roots", () => {
    const chain = { name: "eos", chainId: "ab".repeat(32), returnValueActivated: 1 };
    const chainRow = chainRowOf(chain, false);
    expect(chainRow).toEqual({
      name: "eos",
      chain_id: "ab".repeat(32),
      return_value_activated: 1,
      enabled: false,
    });
    expect(chainRecordOf(chainRowSchema.parse(printed("chain", chainRow)))).toEqual(chain);
    const root = { id: 4, blockHeight: 9000, blockMerkleRoot: "cd".repeat(32), expiry: 1_800_000_000 };
    const row = lastProofRowOf(root);
    expect(row).toEqual({
      id: 4,
      block_height: 9000,
      block_merkle_root: "cd".repeat(32),
      expiry: "2027-01-15T08:00:00.000",
    });
    expect(provenRootOf(lastProofRowSchema.parse(printed("lastproof", row)))).toEqual(root);
  });

  it("write time points as nodeos prints them, an open expiry as the epoch", () => {
    expect(timePointOfSeconds(null)).toBe("1970-01-01T00:00:00.000");
    expect(secondsOfTimePoint(timePointOfSeconds(1_700_000_123))).toBe(1_700_000_123);
    expect(
      lastProofRowSchema.safeParse({
        ...lastProofRowOf({ id: 0, blockHeight: 1, blockMerkleRoot: "00".repeat(32), expiry: 0 }),
        expiry: "2026-01-01T00:00:00",
      }).success,
    ).toBe(false);
  });
});
