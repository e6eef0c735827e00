import type * as z from "zod/mini";
import type { ActionContext } from "../../engine/execution/contractInterface";

/**
 * Action data through the interface's zod schema: the ABI already fixed the types, the schema adds the
 * interface's rules (canonical names, exact asset texts). A failure is the contract's assertion, so the
 * transaction is refused with a readable message rather than crashing the handler.
 */
export function parseActionData<T extends z.ZodMiniType>(
  context: ActionContext,
  schema: T,
  data: unknown,
): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    context.check(false, `invalid ${context.action} data: ${where}${issue?.message ?? "malformed"}`);
  }
  return result.data as z.output<T>;
}
