import { readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlockLog } from "../../src/node/persistence/blockLog";
import { tempDataRoot } from "./nodeHarness";

/** Counts the fdatasyncs of every FileHandle (the class is not exported: reached through an instance). */
async function countDatasyncs() {
  const probe = await open(join(tempDataRoot(), "probe"), "w");
  const spy = vi.spyOn(Object.getPrototypeOf(probe), "datasync");
  await probe.close();
  return spy;
}

const lines = (path: string) => readFileSync(path, "utf8").trimEnd().split("\n");

describe("the block log's lazy records", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes a lazy record at once and syncs it only when asked", async () => {
    const path = join(tempDataRoot(), "blocks.log");
    const datasyncs = await countDatasyncs();
    const { log } = await BlockLog.open<{ n: number }>(path);
    const first = log.appendLazily({ n: 1 });
    const second = log.appendLazily({ n: 2 });
    expect(lines(path)).toEqual(['{"n":1}', '{"n":2}']);
    expect(log.read(second)).toEqual({ n: 2 });
    expect(datasyncs).not.toHaveBeenCalled();

    log.syncThrough(first.offset + first.length);
    await log.flush();
    expect(datasyncs).toHaveBeenCalledTimes(1);
    // That sync covered both records: asking again for either syncs nothing.
    log.syncThrough(second.offset + second.length);
    await log.flush();
    expect(datasyncs).toHaveBeenCalledTimes(1);
    await log.close();
  });

  it("keeps a lazy record behind a durable one still being written, and syncs both once", async () => {
    const path = join(tempDataRoot(), "blocks.log");
    const datasyncs = await countDatasyncs();
    const { log } = await BlockLog.open<{ n: number }>(path);
    const { durable } = log.append({ n: 1 });
    const lazy = log.appendLazily({ n: 2 });
    expect(log.read(lazy)).toEqual({ n: 2 });
    await durable;
    expect(lines(path)).toEqual(['{"n":1}', '{"n":2}']);
    expect(datasyncs).toHaveBeenCalledTimes(1);
    await log.close();

    const reopened = await BlockLog.open<{ n: number }>(path);
    expect(reopened.records.map(({ record, offset }) => [record.n, offset])).toEqual([
      [1, 0],
      [2, lazy.offset],
    ]);
    await reopened.log.close();
  });
});
