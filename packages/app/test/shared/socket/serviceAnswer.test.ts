import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { askService } from "../../../src/shared/socket/serviceAnswer";
import { FakeSocket } from "./fakeSocket";

const NAMES = { service: "test service", socket: "test socket" };
const schema = z.object({ ok: z.literal(true) });

function ask(answer: unknown) {
  const socket = new FakeSocket();
  socket.connectNow();
  socket.answer = () => answer;
  const seen = { messages: [] as string[], logs: [] as string[] };
  const handlers = {
    onMessage: (text: string) => seen.messages.push(text),
    log: (message: string) => seen.logs.push(message),
  };
  return { answer: askService(socket, "getThing", { id: 1 }, schema, NAMES, handlers), seen };
}

describe("askService", () => {
  it("answers with what the schema parses, refuses with the service's {error}, silent is noAnswer", async () => {
    expect(await ask({ ok: true }).answer).toEqual({ kind: "answered", answer: { ok: true } });
    const refused = ask({ error: "Too many requests" });
    expect(await refused.answer).toEqual({ kind: "refused", message: "Too many requests" });
    expect(refused.seen.messages).toEqual([]);
    expect(await ask(undefined).answer).toEqual({ kind: "noAnswer" });
  });

  it("logs and shows an answer that does not parse, and refuses it", async () => {
    const odd = ask({ ok: "maybe" });
    const message = "The test service answered getThing with something unexpected";
    expect(await odd.answer).toEqual({ kind: "refused", message });
    expect(odd.seen.messages).toEqual([message]);
    expect(odd.seen.logs).toEqual(["test socket: malformed answer to getThing"]);
  });
});
