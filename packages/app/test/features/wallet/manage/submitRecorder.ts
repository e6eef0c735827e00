/**
 * A manage form's submit callback for hook tests: it records each call's arguments and answers
 * `outcome` (whether the transaction went through).
 */
export function submitRecorder<Args extends unknown[]>(outcome = true) {
  const calls: Args[] = [];
  const submit = async (...args: Args): Promise<boolean> => {
    calls.push(args);
    return outcome;
  };
  return { calls, submit };
}
