import { AMM_ABI } from "@ux/core/amm/contract";
import { ABI, Action } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { reportsFromActions } from "../../src/amm/keeper/reportsFromActions";
import { sampleReport } from "../support/sampleReport";

const act = (data: unknown, name = "report", account = "amm.ux") => ({ account, name, data });

describe("reports carried by a settle transaction", () => {
  it("takes each inline report once, where the AMM receives it, and ignores everything else", () => {
    const one = sampleReport("7");
    const two = sampleReport("8", "bob");
    const reports = reportsFromActions(
      [
        { receiver: "amm.ux", act: act({ keeper: "amm.keeper", pool_id: 1, max_orders: 5 }, "settle") },
        { receiver: "amm.ux", act: act(one) },
        { receiver: "alice", act: act(one) },
        { receiver: "eosio.token", act: act({ from: "amm.ux" }, "transfer", "eosio.token") },
        { receiver: "amm.ux", act: act(two) },
        { receiver: "amm.ux", act: act(one) },
        { receiver: "other", act: act(sampleReport("9")) },
      ],
      "amm.ux",
    );
    expect(reports).toEqual([one, two]);
  });

  it("decodes hex report data through the AMM ABI (history without receivers too)", () => {
    const abi = ABI.from(AMM_ABI);
    const hex = Action.from(
      { account: "amm.ux", name: "report", authorization: [], data: sampleReport("12") },
      abi,
    ).data.hexString;
    expect(reportsFromActions([{ act: act(hex) }], "amm.ux", abi)).toEqual([sampleReport("12")]);
    expect(() => reportsFromActions([{ act: act(hex) }], "amm.ux")).toThrow("no AMM ABI");
  });

  it("refuses a malformed report rather than storing it", () => {
    expect(() => reportsFromActions([{ act: act({ order_id: "1" }) }], "amm.ux")).toThrow();
  });
});
