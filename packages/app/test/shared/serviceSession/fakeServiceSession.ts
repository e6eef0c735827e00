import type { BindingState } from "../../../src/shared/serviceSession/provenSessionHandshake";

/** A proven session whose handshake outcome the test decides (bound unless told otherwise). */
export function fakeServiceSession(account: string) {
  let settle: (state: BindingState) => void = () => undefined;
  const session = {
    account,
    closed: false,
    outcome: Promise.resolve<BindingState>({ status: "bound" }),
    whenBound: () => session.outcome,
    /** Counts the proofs asked for; answers as whenBound (set `outcome` for what the proof ends in). */
    starts: 0,
    start: () => {
      session.starts += 1;
      return session.outcome;
    },
    end: () => undefined,
    close: () => {
      session.closed = true;
    },
    ended: false,
    /** The next whenBound waits until settle() is called. */
    pending() {
      session.outcome = new Promise<BindingState>((resolve) => {
        settle = resolve;
      });
      return (state: BindingState) => settle(state);
    },
  };
  return session;
}
