import type { ActionHandler } from "../../engine/execution/contractInterface";

/**
 * A contract's handlers by the names core gives its actions (AMM_ACTIONS, STAKE_ACTIONS, ...): the compiler
 * asks for one handler per action the ABI declares, so an action added to core's interface cannot be served
 * in the ABI yet be missing here (nodeos would refuse it as an unknown action at run time).
 */
export function actionHandlers<const Names extends Readonly<Record<string, string>>>(
  names: Names,
  handlers: { readonly [Key in keyof Names]: ActionHandler },
): Record<string, ActionHandler> {
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [name, handlers[key as keyof Names]]));
}
