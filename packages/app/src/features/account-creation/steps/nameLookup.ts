import type { ChainClient } from "@ux/core/chainClient";
import type { NameAvailability } from "@ux/core/names";

/** The system contract and its per-owner resources table: every account has a row, scoped by its name. */
export const RESOURCE_OWNER_LOOKUP = { code: "eosio", table: "userres" } as const;

/**
 * Whether an account of that name exists, by looking the name up as a resource owner (spec 1 §5): a
 * get_table_by_scope bounded to the name itself. A failed request rejects: the caller counts it as taken.
 */
export async function isNameTaken(
  node: Pick<ChainClient, "getTableByScope">,
  name: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await node.getTableByScope(
    { ...RESOURCE_OWNER_LOOKUP, lower_bound: name, upper_bound: name, limit: 1 },
    signal,
  );
  return answer.rows.some((row) => row.scope === name);
}

/** The lookup's state as core's username rules read it; a failed lookup counts as the name existing. */
export function availabilityOf(lookup: {
  /** The rules allow a lookup and it is for the name shown now (not a keystroke behind). */
  current: boolean;
  status: "pending" | "success" | "error";
  taken: boolean | undefined;
}): NameAvailability {
  if (!lookup.current || lookup.status === "pending") return "checking";
  if (lookup.status === "error") return "error";
  return lookup.taken === true ? "taken" : "available";
}
