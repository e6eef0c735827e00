import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../../src/shared/notifications/notify";
import {
  acquireSwapSocket,
  RELEASE_GRACE_MS,
  resetSwapSocket,
  retainSwapSocket,
} from "../../../src/shared/swapSocket/swapSocketRegistry";
import { initialSwapState, setReferralCodes, swapStore } from "../../../src/shared/swapSocket/swapStore";
import { fakeServiceSession } from "../serviceSession/fakeServiceSession";
import { FakeSocket } from "../socket/fakeSocket";
import { codeEntry, confirmationsNews, PAIRS, REQUEST_ID, SWAP_COMPLETED } from "./fixtures";

const URL = "http://127.0.0.1:8704";

function opener() {
  const sockets: FakeSocket[] = [];
  const open = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  };
  return { sockets, open };
}

afterEach(() => {
  resetSwapSocket();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the app's swap socket", () => {
  it("one connection for every lease of the same account; a lease for another account replaces it", () => {
    const { sockets, open } = opener();
    const bind = vi.fn(() => fakeServiceSession("alice"));
    const first = acquireSwapSocket(URL, "alice", bind, open);
    const second = acquireSwapSocket(URL, "alice", bind, open);
    expect(second.client).toBe(first.client);
    expect(sockets).toHaveLength(1);
    expect(bind).toHaveBeenCalledTimes(1);
    expect(bind).toHaveBeenCalledWith(sockets[0], "swap service");

    const anonymous = acquireSwapSocket(URL, null, null, open);
    expect(anonymous.client.account).toBeNull();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
  });

  it("a connection whose session ended (a logout) is not reused: the next login gets a new one", () => {
    const { sockets, open } = opener();
    const session = fakeServiceSession("alice");
    const first = acquireSwapSocket(URL, "alice", () => session, open);
    first.release();
    session.ended = true;
    const again = acquireSwapSocket(URL, "alice", () => fakeServiceSession("alice"), open);
    expect(again.client).not.toBe(first.client);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
  });

  it("retains the connection a job was started on, not one that replaced it", () => {
    vi.useFakeTimers();
    const { sockets, open } = opener();
    const page = acquireSwapSocket(URL, null, null, open);
    const job = retainSwapSocket(page.client);
    page.release();
    vi.advanceTimersByTime(RELEASE_GRACE_MS);
    expect(sockets[0]?.disconnected).toBe(false);
    job?.release();
    vi.advanceTimersByTime(RELEASE_GRACE_MS);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(retainSwapSocket(page.client)).toBeNull();
  });

  it("closes once the last lease is released and the grace period passed; a new lease in between keeps it", () => {
    vi.useFakeTimers();
    const { sockets, open } = opener();
    const lease = acquireSwapSocket(URL, null, null, open);
    lease.release();
    lease.release();
    vi.advanceTimersByTime(RELEASE_GRACE_MS - 1);
    const again = acquireSwapSocket(URL, null, null, open);
    expect(again.client).toBe(lease.client);
    vi.advanceTimersByTime(RELEASE_GRACE_MS);
    expect(sockets[0]?.disconnected).toBe(false);
    again.release();
    vi.advanceTimersByTime(RELEASE_GRACE_MS);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(swapStore.getState()).toEqual(initialSwapState());
  });

  it("feeds the store: connection, pairs, job news by id, and the account's codes", () => {
    const { sockets, open } = opener();
    acquireSwapSocket(URL, "alice", () => fakeServiceSession("alice"), open);
    const socket = sockets[0] as FakeSocket;
    socket.connectNow();
    socket.serverEmit("pairs", PAIRS);
    socket.serverEmit("confirmations", confirmationsNews(2));
    socket.serverEmit("swapCompleted", SWAP_COMPLETED);
    socket.serverEmit("codesList", [codeEntry("abcdefghijkl")]);
    const state = swapStore.getState();
    expect(state.connected).toBe(true);
    expect(state.pairs).toEqual(PAIRS);
    expect(state.jobs[REQUEST_ID]).toEqual({
      confirmations: confirmationsNews(2),
      accountCreated: null,
      swapCompleted: SWAP_COMPLETED,
      txError: null,
    });
    expect(state.codesAccount).toBe("alice");
    expect(state.codes).toEqual([codeEntry("abcdefghijkl")]);
  });

  it("acknowledged codes are kept only for the account the store is", () => {
    const { open } = opener();
    acquireSwapSocket(URL, "alice", () => fakeServiceSession("alice"), open);
    setReferralCodes("bob", [codeEntry("bobcode12345")]);
    expect(swapStore.getState().codes).toBeNull();
    setReferralCodes("alice", [codeEntry("alicecode123")]);
    expect(swapStore.getState().codes).toEqual([codeEntry("alicecode123")]);
  });

  it("codesList without an account is ignored; msg is the 'Error' notification", () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => undefined);
    const { sockets, open } = opener();
    acquireSwapSocket(URL, null, null, open);
    const socket = sockets[0] as FakeSocket;
    socket.serverEmit("codesList", [codeEntry("abcdefghijkl")]);
    socket.serverEmit("msg", "Minimum 0.001 ETH per swap");
    expect(swapStore.getState().codes).toBeNull();
    expect(error).toHaveBeenCalledWith("Minimum 0.001 ETH per swap", "Error");
  });
});
