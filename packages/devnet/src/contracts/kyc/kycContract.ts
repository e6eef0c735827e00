import type { ActionContext, ContractDefinition } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";
import { abiTable, contractAbi } from "../framework/contractAbi";

/** A row of `verified` (scope: the registry): a receiver verified by KYC and when. */
export interface VerifiedRow {
  account: string;
  verified_at: string;
}

function table(context: ActionContext) {
  return context.table<VerifiedRow>(context.self, "verified");
}

function verify(context: ActionContext, data: { account: string }): void {
  context.requireAuth(context.self);
  context.check(context.isAccount(data.account), "account does not exist");
  const rows = table(context);
  context.check(rows.find(nameValue(data.account)) === undefined, "account is already verified");
  rows.emplace(context.self, { account: data.account, verified_at: context.blockTime.slice(0, 19) });
}

function unverify(context: ActionContext, data: { account: string }): void {
  context.requireAuth(context.self);
  const rows = table(context);
  context.check(rows.find(nameValue(data.account)) !== undefined, "account is not verified");
  rows.erase(nameValue(data.account));
}

/** The KYC registry: receivers verified by the registry owner get the larger maximum per swap. */
export const kycContract: ContractDefinition = {
  id: "kyc",
  abi: contractAbi({
    structs: [
      {
        name: "verified",
        base: "",
        fields: [
          { name: "account", type: "name" },
          { name: "verified_at", type: "time_point_sec" },
        ],
      },
      { name: "verify", base: "", fields: [{ name: "account", type: "name" }] },
      { name: "unverify", base: "", fields: [{ name: "account", type: "name" }] },
    ],
    actions: ["verify", "unverify"],
    tables: [abiTable("verified", "verified")],
  }),
  tables: { verified: { primaryKey: (row: VerifiedRow) => nameValue(row.account) } },
  actions: { verify, unverify },
};
