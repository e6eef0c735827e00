import { AMM_ACTIONS, type ReportData, reportDataSchema } from "@ux/core/amm/contract";
import { type ABI, Action } from "@wharfkit/antelope";
import { decodeActionData } from "../../chain/actionData";

/** An action as traces (receiver set) and Hyperion history (no receiver: one document per action) show it. */
export interface SeenAction {
  receiver?: string;
  act: { account: string; name: string; data: unknown };
}

/**
 * The reports a settle transaction carries: its inline `{amm}::report` actions, taken where the AMM itself
 * is the receiver (notifications of the same action to other accounts are skipped), one per order id.
 * Data printed as hex (a node without the ABI) is decoded with the AMM's ABI.
 */
export function reportsFromActions(actions: readonly SeenAction[], amm: string, abi?: ABI): ReportData[] {
  const reports = new Map<string, ReportData>();
  for (const seen of actions) {
    if (seen.act.account !== amm || seen.act.name !== AMM_ACTIONS.report) continue;
    if (seen.receiver !== undefined && seen.receiver !== amm) continue;
    let data = seen.act.data;
    if (typeof data === "string") {
      if (!abi) throw new Error("report action data is hex and no AMM ABI was given");
      data = decodeActionData(
        Action.from({ account: amm, name: AMM_ACTIONS.report, authorization: [], data }),
        abi,
      );
    }
    const report = reportDataSchema.parse(data);
    if (!reports.has(report.order_id)) reports.set(report.order_id, report);
  }
  return [...reports.values()];
}
