import { describe, expect, it } from "vitest";
import {
  CONNECTING_NOTICE,
  type DisplayPolicy,
  displayPolicy,
  NOTIFICATION_DURATION_MS,
  SIGNING_NOTICE,
} from "../../src/shared/notifications/notificationPolicy";
import { createNotifier, type ToastBackend } from "../../src/shared/notifications/notifier";
import { createToastQueue } from "../../src/shared/notifications/toastQueue";

describe("notification duration policy", () => {
  it("follows the spec: errors 4 s, success 3 s, info 4 s", () => {
    expect(displayPolicy("error")).toEqual({ variant: "error", autoHideDuration: 4000, persist: false });
    expect(displayPolicy("success")).toEqual({ variant: "success", autoHideDuration: 3000, persist: false });
    expect(displayPolicy("info")).toEqual({ variant: "info", autoHideDuration: 4000, persist: false });
    expect(NOTIFICATION_DURATION_MS.warning).toBe(4000);
  });

  it("persistent notices never auto-hide, whatever their variant", () => {
    for (const variant of ["error", "success", "info", "warning"] as const) {
      expect(displayPolicy(variant, true)).toEqual({ variant, autoHideDuration: null, persist: true });
    }
  });

  it("names the spec's persistent notices exactly", () => {
    expect(SIGNING_NOTICE).toBe("Signing transaction using your wallet");
    expect(CONNECTING_NOTICE).toBe("Connecting to wallet");
  });
});

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

describe("toast queue (toast library loaded on first use)", () => {
  it("asks for the host on the first toast, holds toasts until it attaches, then hands them over in order", () => {
    let hostRequests = 0;
    const queue = createToastQueue(() => {
      hostRequests += 1;
    });
    const first = queue.enqueue("one", displayPolicy("info"));
    const second = queue.enqueue("two", displayPolicy("error", true));
    expect(first).not.toBe(second);
    expect(hostRequests).toBeGreaterThanOrEqual(1);
    const shown: Array<[string, string, number | null]> = [];
    queue.attach({
      show: (id, message, policy) => shown.push([id, message, policy.autoHideDuration]),
      close: () => {},
    });
    expect(shown).toEqual([
      [first, "one", 4000],
      [second, "two", null],
    ]);
  });

  it("a toast closed before the host arrives is never shown", () => {
    const queue = createToastQueue(() => {});
    const id = queue.enqueue(CONNECTING_NOTICE, displayPolicy("info", true));
    queue.close(id);
    const shown: string[] = [];
    queue.attach({ show: (_id, message) => shown.push(message), close: () => {} });
    expect(shown).toEqual([]);
  });

  it("after attach, toasts and closes go straight to the host; detach queues again", () => {
    const queue = createToastQueue(() => {});
    const events: string[] = [];
    const detach = queue.attach({
      show: (id, message) => events.push(`show ${id} ${message}`),
      close: (id) => events.push(`close ${id}`),
    });
    const id = queue.enqueue("hello", displayPolicy("success"));
    queue.close(id);
    expect(events).toEqual([`show ${id} hello`, `close ${id}`]);
    detach();
    queue.enqueue("later", displayPolicy("info"));
    expect(events).toHaveLength(2);
  });
});
