import { describe, expect, it } from "vitest";
import { createDisclaimerFirst, DISCLAIMER_WAIT_LIMIT_MS } from "../../../src/app/shell/disclaimerFirst";

/** Whether `promise` has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** A wait that ends only when the test says so, recording how long it was asked to last. */
function manualWait() {
  const asked: number[] = [];
  let end = () => {};
  const wait = (ms: number) => {
    asked.push(ms);
    return new Promise<void>((resolve) => {
      end = resolve;
    });
  };
  return { wait, asked, end: () => end() };
}

describe("the disclaimer before the page", () => {
  it("lets a page load at once when the disclaimer was accepted before", async () => {
    const { wait, asked } = manualWait();
    expect(await settled(createDisclaimerFirst(true, wait).shown)).toBe(true);
    expect(asked).toEqual([]);
  });

  it("holds a first visit's page until the dialog has been painted", async () => {
    const { wait } = manualWait();
    const gate = createDisclaimerFirst(false, wait);
    expect(await settled(gate.shown)).toBe(false);
    gate.markShown();
    expect(await settled(gate.shown)).toBe(true);
  });

  it("lets the page load after the limit when the dialog never shows (its code failed to arrive)", async () => {
    const { wait, asked, end } = manualWait();
    const gate = createDisclaimerFirst(false, wait);
    expect(asked).toEqual([DISCLAIMER_WAIT_LIMIT_MS]);
    expect(await settled(gate.shown)).toBe(false);
    end();
    expect(await settled(gate.shown)).toBe(true);
  });
});
