import { afterEach, describe, expect, it, vi } from "vitest";
import { liveCreationDeps } from "../../../../src/features/account-creation/flow/liveCreationDeps";
import { acquireSwapSocket, RELEASE_GRACE_MS, resetSwapSocket } from "../../../../src/shared/swapSocket";
import { FakeSocket } from "../../../shared/socket/fakeSocket";
import { CONFIG } from "../fixtures";

afterEach(() => {
  resetSwapSocket();
  vi.useRealTimers();
});

function dialogLease() {
  const socket = new FakeSocket();
  const lease = acquireSwapSocket(CONFIG.services.swapSocket, null, null, () => socket);
  return { socket, lease, deps: liveCreationDeps(CONFIG, lease.client) };
}

describe("the run's live dependencies", () => {
  it("hold the dialog's swap socket open until the job ends, even once the dialog is gone", () => {
    vi.useFakeTimers();
    const { socket, lease, deps } = dialogLease();
    const release = deps.hold();
    lease.release();
    vi.advanceTimersByTime(RELEASE_GRACE_MS * 2);
    expect(socket.disconnected).toBe(false);
    release();
    vi.advanceTimersByTime(RELEASE_GRACE_MS);
    expect(socket.disconnected).toBe(true);
  });

  it("hold nothing once the connection was replaced", () => {
    const { deps } = dialogLease();
    resetSwapSocket();
    expect(() => deps.hold()()).not.toThrow();
  });

  it("call back on every reconnection, not on the first connection's repeats", () => {
    const { socket, deps } = dialogLease();
    const reconnected = vi.fn();
    socket.connectNow();
    const stop = deps.onReconnect(reconnected);
    socket.connectNow();
    expect(reconnected).not.toHaveBeenCalled();
    socket.dropConnection();
    socket.connectNow();
    expect(reconnected).toHaveBeenCalledTimes(1);
    stop();
    socket.dropConnection();
    socket.connectNow();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });
});
