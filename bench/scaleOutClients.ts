import type { Socket } from "socket.io-client";
import { z } from "zod";
import { connectClient } from "../packages/server/test/support/socketClient";

// The scale-out bench's clients, in a process of their own (as users are on machines of their own): told by
// the bench (IPC) whom to bind where, they time each `report` they receive on the wall clock the bench
// shares (performance.timeOrigin + now) and acknowledge it as the app does.

const command = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("bind"),
    clients: z.array(z.object({ url: z.string(), account: z.string(), token: z.string() })),
  }),
  z.object({ type: z.literal("collect") }),
  z.object({ type: z.literal("exit") }),
]);

const sockets: Socket[] = [];
let received = new Map<string, number>();
const wallNow = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

async function bind(clients: { url: string; account: string; token: string }[]): Promise<void> {
  for (let start = 0; start < clients.length; start += 50) {
    const batch = await Promise.all(
      clients.slice(start, start + 50).map(async ({ url, account, token }) => {
        const socket = await connectClient(url);
        socket.on("report", (event: { order_id: string }, ack?: (answer: unknown) => void) => {
          if (!received.has(event.order_id)) received.set(event.order_id, wallNow());
          ack?.({ ok: true });
        });
        const answer = (await socket.timeout(30_000).emitWithAck("setUser", { account, token })) as {
          ok?: boolean;
        };
        if (answer.ok !== true) throw new Error(`setUser ${account}: ${JSON.stringify(answer)}`);
        return socket;
      }),
    );
    sockets.push(...batch);
  }
}

process.on("message", (raw: unknown) => {
  const parsed = command.safeParse(raw);
  if (!parsed.success) return send({ type: "error", error: "malformed command" });
  const message = parsed.data;
  if (message.type === "bind")
    bind(message.clients).then(
      () => send({ type: "bound", count: sockets.length }),
      (error: unknown) => send({ type: "error", error: (error as Error).message }),
    );
  else if (message.type === "collect") {
    send({ type: "times", times: Object.fromEntries(received) });
    received = new Map();
  } else {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
});
send({ type: "started" });
