import { describe, expect, it } from "vitest";
import {
  CONNECTING_NOTICE,
  type DisplayPolicy,
  displayPolicy,
  SERVICE_ERROR_TITLE,
  SIGNING_NOTICE,
} from "../../../src/shared/notifications/notificationPolicy";
import { createNotifier, type ToastBackend } from "../../../src/shared/notifications/notifier";

interface Shown {
  id: number;
  message: string;
  policy: DisplayPolicy;
}

function recordingBackend() {
  const open = new Map<number, Shown>();
  const log: string[] = [];
  let next = 0;
  const backend: ToastBackend<number> = {
    enqueue(message, policy) {
      next += 1;
      open.set(next, { id: next, message, policy });
      log.push(`show ${next} ${message}`);
      return next;
    },
    close(id) {
      open.delete(id);
      log.push(`close ${id}`);
    },
  };
  return { backend, open, log };
}

describe("notifier", () => {
  it("shows timed notifications with the policy's durations", () => {
    const { backend, open } = recordingBackend();
    const notify = createNotifier(backend);
    notify.error("Metamask not found");
    notify.success("Metamask Wallet connected");
    notify.info("Logging enabled");
    notify.warning("No bridged EOS available");
    expect([...open.values()].map((t) => [t.message, t.policy.autoHideDuration])).toEqual([
      ["Metamask not found", 4000],
      ["Metamask Wallet connected", 3000],
      ["Logging enabled", 4000],
      ["No bridged EOS available", 4000],
    ]);
  });

  it("a service's msg is an error titled 'Error', timed like any error", () => {
    const { backend, open } = recordingBackend();
    createNotifier(backend).error("Stake Qty is not valid", SERVICE_ERROR_TITLE);
    expect([...open.values()]).toEqual([
      {
        id: 1,
        message: "Stake Qty is not valid",
        policy: { ...displayPolicy("error"), title: "Error" },
      },
    ]);
  });

  it("a persistent notice stays until replaced, and the replacement is timed", () => {
    const { backend, open, log } = recordingBackend();
    const notify = createNotifier(backend);
    notify.persistent("wallet", CONNECTING_NOTICE);
    expect([...open.values()]).toEqual([
      {
        id: 1,
        message: CONNECTING_NOTICE,
        policy: { variant: "info", autoHideDuration: null, persist: true },
      },
    ]);
    notify.replace("wallet", "Metamask Wallet connected", "success");
    expect(log).toEqual([`show 1 ${CONNECTING_NOTICE}`, "close 1", "show 2 Metamask Wallet connected"]);
    expect([...open.values()]).toEqual([
      { id: 2, message: "Metamask Wallet connected", policy: displayPolicy("success") },
    ]);
    // The key is released: dismissing it again closes nothing.
    notify.dismiss("wallet");
    expect(log).toHaveLength(3);
  });

  it("replacing with a persistent notice keeps the key, so the next replace closes it", () => {
    const { backend, open } = recordingBackend();
    const notify = createNotifier(backend);
    notify.persistent("tx", CONNECTING_NOTICE);
    notify.replace("tx", SIGNING_NOTICE, "info", true);
    expect([...open.values()].map((t) => t.message)).toEqual([SIGNING_NOTICE]);
    notify.replace("tx", "Error submitting tx", "error");
    expect([...open.values()].map((t) => [t.message, t.policy.autoHideDuration])).toEqual([
      ["Error submitting tx", 4000],
    ]);
  });

  it("a second persistent notice under the same key replaces the first; other keys are untouched", () => {
    const { backend, open } = recordingBackend();
    const notify = createNotifier(backend);
    notify.persistent("a", "first");
    notify.persistent("b", "other");
    notify.persistent("a", "second", "error");
    expect([...open.values()].map((t) => t.message)).toEqual(["other", "second"]);
    notify.dismiss("b");
    expect([...open.values()].map((t) => t.message)).toEqual(["second"]);
  });

  it("replace with an unknown key just shows the message", () => {
    const { backend, log } = recordingBackend();
    createNotifier(backend).replace("never-shown", "Withdrawal successful", "success");
    expect(log).toEqual(["show 1 Withdrawal successful"]);
  });
});
