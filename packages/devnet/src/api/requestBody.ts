import type { IncomingMessage } from "node:http";

/** nodeos caps request bodies too (http-max-body-size); a devnet transaction is far smaller. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Past this much, an oversized body is no longer drained but its connection dropped: answering needs the
 * client to have finished sending, and no honest client sends this much to a devnet.
 */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

export type BodyResult = { kind: "body"; text: string } | { kind: "tooLarge" };

/** Whether the declared Content-Length already exceeds the limit (the body need not be read to refuse it). */
export function declaresTooLarge(request: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const declared = request.headers["content-length"];
  return declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit;
}

/**
 * Reads a request body up to `limit` bytes. Past the limit it stops buffering but keeps reading to the end,
 * so the caller can still answer (a client that is still sending would not read an early answer), unless
 * the body passes `drainLimit`, when the connection is destroyed.
 */
export function readBody(
  request: IncomingMessage,
  limit = MAX_BODY_BYTES,
  drainLimit = MAX_DRAINED_BYTES,
): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainLimit) {
        request.destroy();
        return;
      }
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on("end", () =>
      resolve(
        size > limit ? { kind: "tooLarge" } : { kind: "body", text: Buffer.concat(chunks).toString("utf8") },
      ),
    );
    request.on("error", reject);
    request.on("close", () => {
      if (!request.complete) reject(new Error("request closed before its body was complete"));
    });
  });
}
