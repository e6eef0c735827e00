/*
 * What the page knows about proving each account, shared by every service socket: proofs run one at a time
 * per account (a socket that finds another one proving waits, then reuses the token that proof earned, so
 * the wallet is asked once), and a declined signature is not asked again until the next login.
 */

const queues = new Map<string, Promise<unknown>>();
const declined = new Set<string>();

/** Runs `prove` after any proof of `account` already running has ended. */
export function oneProofAtATime<T>(account: string, prove: () => Promise<T>): Promise<T> {
  const previous = queues.get(account) ?? Promise.resolve();
  const result = previous.then(prove);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(account, settled);
  void settled.then(() => {
    if (queues.get(account) === settled) queues.delete(account);
  });
  return result;
}

export function rememberDeclined(account: string): void {
  declined.add(account);
}

export function hasDeclined(account: string): boolean {
  return declined.has(account);
}

/** Logout: the next login asks the wallet again. */
export function forgetAccountProofs(account: string): void {
  declined.delete(account);
}
