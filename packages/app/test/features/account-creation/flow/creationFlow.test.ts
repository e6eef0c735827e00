import { describe, expect, it } from "vitest";
import {
  atStep,
  EMPTY_KEYS,
  inFlight,
  initialCreationState,
  leftProgress,
  progressed,
  returnedTo,
  started,
  withChoice,
  withKeys,
  withName,
} from "../../../../src/features/account-creation/flow/creationFlow";

const ID = "run-1";
const filled = () =>
  withKeys(withChoice(withName(initialCreationState(), "newaccount12"), "EOS@eos"), { ownerKey: "EOS1" });
const running = () =>
  started(atStep(filled(), "keys"), { id: ID, phase: "signing", percent: null, status: "Signing" });

describe("the Create Account flow (spec 1 §4: username, pay, keys, progress, then reset)", () => {
  it("starts at step 1 with nothing entered", () => {
    expect(initialCreationState()).toEqual({
      step: "username",
      inputs: { name: "", choice: null, keys: EMPTY_KEYS },
      progress: null,
      notice: null,
    });
  });

  it("moves between the form steps; the progress dialog is reached only by starting a payment", () => {
    const state = filled();
    expect(atStep(state, "pay").step).toBe("pay");
    expect(atStep(atStep(state, "keys"), "pay").step).toBe("pay");
    expect(atStep(state, "progress")).toBe(state);
    expect(running().step).toBe("progress");
    expect(atStep(running(), "username")).toEqual(running());
  });

  it("a new payment choice drops what tied the keys to the previous payer and keeps a typed key", () => {
    const reused = withKeys(filled(), { reusePayerKeys: true, useEthAddress: true });
    expect(withChoice(reused, "ETH@eth").inputs.keys).toEqual({
      ownerKey: "EOS1",
      reusePayerKeys: false,
      useEthAddress: false,
    });
    expect(withChoice(reused, "EOS@eos")).toBe(reused);
  });

  it("follows the running payment only, and nothing after it ended", () => {
    const state = running();
    expect(progressed(state, "other", { status: "x" })).toBe(state);
    const created = progressed(state, ID, { phase: "created", status: "done" });
    expect(created.progress).toEqual({ id: ID, phase: "created", percent: null, status: "done" });
    expect(inFlight(state)).toBe(true);
    expect(inFlight(created)).toBe(false);
    expect(progressed(created, ID, { status: "late news" })).toBe(created);
  });

  it("returns to a form step with every input and the reason; the next move clears the reason", () => {
    const back = returnedTo(running(), ID, "username", "Error in signing transaction, please try again");
    expect(back).toEqual({
      ...filled(),
      step: "username",
      notice: "Error in signing transaction, please try again",
    });
    expect(returnedTo(running(), "other", "username", "x").step).toBe("progress");
    expect(withName(back, "newaccount13").notice).toBeNull();
    expect(atStep(back, "pay").notice).toBeNull();
  });

  it("leaving the progress dialog: reset after success, step 1 with the inputs after a failure, nothing while running", () => {
    expect(leftProgress(running())).toEqual(running());
    expect(leftProgress(progressed(running(), ID, { phase: "created" }))).toEqual(initialCreationState());
    const failed = leftProgress(progressed(running(), ID, { phase: "failed" }));
    expect(failed).toEqual({ ...filled(), step: "username" });
    expect(leftProgress(filled())).toEqual(filled());
  });
});
