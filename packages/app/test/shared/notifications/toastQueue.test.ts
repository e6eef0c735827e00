import { describe, expect, it } from "vitest";
import { CONNECTING_NOTICE, displayPolicy } from "../../../src/shared/notifications/notificationPolicy";
import { createToastQueue } from "../../../src/shared/notifications/toastQueue";

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
