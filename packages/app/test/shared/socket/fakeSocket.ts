import type { SocketLike } from "../../../src/shared/socket/socketLike";

type Ack = (error: Error | null, answer?: unknown) => void;

export interface EmittedEvent {
  event: string;
  /** undefined when the event was emitted without a payload. */
  payload: unknown;
  timeout: number;
}

/**
 * A socket.io client stand-in: the test plays the server. `answer` answers acknowledged emits (an
 * undefined answer = no answer in time); serverEmit fires an event at the client.
 */
export class FakeSocket implements SocketLike {
  connected = false;
  connectCalls = 0;
  disconnected = false;
  readonly emitted: EmittedEvent[] = [];
  answer: (event: string, payload: unknown) => unknown = () => ({ ok: true });
  private readonly listeners = new Map<string, ((...args: never[]) => void)[]>();

  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  timeout(ms: number) {
    return {
      emit: (event: string, ...args: unknown[]) => {
        const ack = args.pop() as Ack;
        const payload = args[0];
        this.emitted.push({ event, payload, timeout: ms });
        const answer = this.answer(event, payload);
        queueMicrotask(() =>
          answer === undefined ? ack(new Error("operation has timed out")) : ack(null, answer),
        );
      },
    };
  }

  connect() {
    this.connectCalls += 1;
  }

  disconnect() {
    this.disconnected = true;
  }

  serverEmit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  connectNow() {
    this.connected = true;
    this.serverEmit("connect");
  }

  dropConnection(reason = "transport close") {
    this.connected = false;
    this.serverEmit("disconnect", reason);
  }

  /** The events emitted so far, with their payloads. */
  events(): [string, unknown][] {
    return this.emitted.map((e) => [e.event, e.payload]);
  }
}

/** Lets queued microtasks and timers of 0 ms run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
