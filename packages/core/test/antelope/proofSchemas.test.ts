import { describe, expect, it } from "vitest";
import {
  actionProofSchema,
  blockHeaderSchema,
  chainInitSchema,
  heavyProofSchema,
  lightProofSchema,
  parseWith,
} from "../../src/antelope/proofSchemas";
import { jungle4 } from "./jungle4Vectors";

const lightJson = () =>
  jungle4.light22531781() as {
    blockproof: { header: Record<string, unknown> };
    actionproof: { receipt: Record<string, unknown>; action: Record<string, unknown>; returnvalue?: string };
  };

function headerError(change: Record<string, unknown>): string {
  const result = parseWith(blockHeaderSchema, { ...lightJson().blockproof.header, ...change });
  return result.ok ? "accepted" : result.error;
}

function receiptError(change: Record<string, unknown>): string {
  const action = lightJson().actionproof;
  const result = parseWith(actionProofSchema, { ...action, receipt: { ...action.receipt, ...change } });
  return result.ok ? "accepted" : result.error;
}

describe("proof JSON parsing", () => {
  it("turns the vectors into the domain form: slots, lowercase digests, bigint sequences", () => {
    const light = lightProofSchema.parse(jungle4.light22531781());
    expect(light.blockProof.header.timestamp).toBe(
      (Date.UTC(2022, 6, 4, 5, 20, 11) - Date.UTC(2000, 0, 1)) / 500,
    );
    expect(light.actionProof.receipt.globalSequence).toBe(23795601n);
    expect(light.actionProof.receipt.codeSequence).toBe(1);
    expect(light.actionProof.returnValue).toBe("");
    const heavy = heavyProofSchema.parse(jungle4.heavy24562480());
    expect(heavy.actionProof).toBeNull();
    expect(heavy.blockProof.bftProof).toHaveLength(28);
    const init = chainInitSchema.parse(jungle4.schedule36());
    expect(init.initialSchedule.format).toBe("authority");
    const upper = {
      ...lightJson().blockproof.header,
      previous: "0157CEC41CA92C1BAF26095F47F7C1D1DDE50CCC5583561E1F0C00A03292281C",
    };
    expect(blockHeaderSchema.parse(upper).previous).toBe(
      "0157cec41ca92c1baf26095f47f7c1d1dde50ccc5583561e1f0c00a03292281c",
    );
  });

  it("rejects each malformed header field with its name", () => {
    expect(headerError({ timestamp: "2022-07-04T05:20:11.250" })).toBe(
      'invalid proof input: timestamp: block timestamp is not on a half second: "2022-07-04T05:20:11.250"',
    );
    expect(headerError({ producer: "lion.jungle." })).toBe(
      "invalid proof input: producer: must be a canonical Antelope name",
    );
    expect(headerError({ confirmed: 65536 })).toMatch(/^invalid proof input: confirmed: /);
    expect(headerError({ confirmed: 1.5 })).toMatch(/^invalid proof input: confirmed: /);
    expect(headerError({ schedule_version: -1 })).toMatch(/^invalid proof input: schedule_version: /);
    expect(headerError({ previous: "00" })).toBe(
      "invalid proof input: previous: must be a 32-byte hex digest",
    );
    expect(headerError({ action_mroot: `${"0".repeat(63)}g` })).toBe(
      "invalid proof input: action_mroot: must be a 32-byte hex digest",
    );
    expect(headerError({ header_extensions: [{ first: 1, second: "abc" }] })).toBe(
      "invalid proof input: header_extensions.0.second: must be hex bytes",
    );
    expect(
      headerError({
        new_producers: { version: 1, producers: [{ producer_name: "a", block_signing_key: "EOS1" }] },
      }),
    ).toBe("invalid proof input: new_producers.producers.0.block_signing_key: must be a valid public key");
    expect(headerError({ new_producers: undefined })).toBe("accepted");
  });

  it("rejects sequences that do not fit their types", () => {
    expect(receiptError({ global_sequence: "18446744073709551616" })).toBe(
      "invalid proof input: receipt.global_sequence: must fit in uint64",
    );
    expect(receiptError({ global_sequence: "18446744073709551615" })).toBe("accepted");
    expect(receiptError({ recv_sequence: "-1" })).toMatch(/^invalid proof input: receipt\.recv_sequence: /);
    expect(receiptError({ recv_sequence: 2 ** 53 })).toMatch(
      /^invalid proof input: receipt\.recv_sequence: /,
    );
    expect(receiptError({ code_sequence: "4294967296" })).toBe(
      "invalid proof input: receipt.code_sequence: must fit in uint32",
    );
    expect(receiptError({ abi_sequence: "1e3" })).toMatch(/^invalid proof input: receipt\.abi_sequence: /);
    expect(receiptError({ receiver: "EOSMECHANICS" })).toBe(
      "invalid proof input: receipt.receiver: must be a canonical Antelope name",
    );
  });

  it("reads node_count as uint64 text too, as an ABI decoder may print it, but only a safe integer", () => {
    const heavy = jungle4.heavy24562480() as { blockproof: { blocktoprove: { node_count: unknown } } };
    heavy.blockproof.blocktoprove.node_count = "24562478";
    expect(heavyProofSchema.parse(heavy).blockProof.blockToProve.nodeCount).toBe(24562478);
    heavy.blockproof.blocktoprove.node_count = "9007199254740993";
    expect(parseWith(heavyProofSchema, heavy)).toEqual({
      ok: false,
      error: "invalid proof input: blockproof.blocktoprove.node_count: must be a safe integer",
    });
  });

  it("requires the return value and the action proof of a light proof", () => {
    const missingReturn = lightJson();
    delete missingReturn.actionproof.returnvalue;
    expect(parseWith(lightProofSchema, missingReturn)).toMatchObject({ ok: false });
    const { blockproof } = lightJson();
    expect(parseWith(lightProofSchema, { blockproof })).toEqual({
      ok: false,
      error: "invalid proof input: actionproof: Invalid input: expected object, received undefined",
    });
  });

  it("rejects schedules beyond Antelope's 125 producers and unknown authority types", () => {
    const init = jungle4.schedule36() as { initial_schedule: { producers: unknown[] } };
    const first = init.initial_schedule.producers[0];
    const tooMany = {
      ...init,
      initial_schedule: { ...init.initial_schedule, producers: Array(126).fill(first) },
    };
    expect(parseWith(chainInitSchema, tooMany)).toMatchObject({ ok: false });
    const unknownType = structuredClone(init) as {
      initial_schedule: { producers: { authority: unknown[] }[] };
    };
    (unknownType.initial_schedule.producers[0] as { authority: unknown[] }).authority[0] =
      "block_signing_authority_v1";
    expect(parseWith(chainInitSchema, unknownType)).toMatchObject({ ok: false });
  });
});
