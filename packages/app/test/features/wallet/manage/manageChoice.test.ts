import { describe, expect, it } from "vitest";
import { resolveChoice } from "../../../../src/features/wallet/manage/manageChoice";

describe("resolveChoice", () => {
  const options = [{ id: 1 }, { id: 2 }];
  it.each([
    ["the chosen option while offered", 2, { id: 2 }],
    ["the first when nothing is chosen", null, { id: 1 }],
    ["the first when the chosen one is gone", 3, { id: 1 }],
  ])("%s", (_what, chosen, expected) => {
    expect(resolveChoice(options, (option) => option.id, chosen)).toEqual(expected);
  });
  it("null without options", () => {
    expect(resolveChoice([], (option: { id: number }) => option.id, 1)).toBeNull();
  });
});
