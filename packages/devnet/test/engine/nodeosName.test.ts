import { describe, expect, it } from "vitest";
import { nameProblem } from "../../src/engine/nodeosName";

// nodeos' name::set texts (chain/name.cpp), trailing space included, with the normalized form its
// string_to_uint64_t round trip produces.

describe("names as nodeos reads them", () => {
  it("accepts canonical names, 13th character included, and the empty name", () => {
    for (const text of [
      "",
      "a",
      "alice",
      "eosio.token",
      "ux.payer",
      "abcdefghijklj",
      "zzzzzzzzzzzz5",
      "1.2.3",
    ])
      expect([text, nameProblem(text)]).toEqual([text, null]);
  });

  it("refuses more than 13 bytes", () => {
    expect(nameProblem("abcdefghijklmn")).toBe("Name is longer than 13 characters (abcdefghijklmn) ");
    // Counted in UTF-8 bytes, as nodeos' std::string: 7 characters, 14 bytes.
    expect(nameProblem("ééééééé")).toBe("Name is longer than 13 characters (ééééééé) ");
  });

  it("refuses text that does not survive the round trip, naming what it would have been", () => {
    const cases: [string, string][] = [
      ["Alice", ".lice"],
      ["ALICE", ""],
      ["a-b", "a.b"],
      ["a b", "a.b"],
      ["alice.", "alice"],
      ["12345678", "12345"],
      ["héllo", "h..llo"],
      // The 13th character has 4 bits only: 'm' (18) keeps 2, 'z' (31) keeps 15.
      ["abcdefghijklm", "abcdefghijkl2"],
      ["zzzzzzzzzzzzz", "zzzzzzzzzzzzj"],
      // nodeos stops reading at a NUL byte.
      ["a\u0000b", "a"],
    ];
    for (const [text, normalized] of cases)
      expect(nameProblem(text)).toBe(
        `Name not properly normalized (name: ${text}, normalized: ${normalized}) `,
      );
  });
});
