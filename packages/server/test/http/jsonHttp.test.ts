import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { close, createJsonHttpServer, listen, type Route } from "../../src/http/jsonHttp";

// The services' JSON endpoints (/summary, the chart series) as a browser polls them: compressed when the
// client accepts it and the answer is large enough to gain, the same JSON either way.

const rows = Array.from({ length: 400 }, (_, index) => ({ id: index, pool: `pool-${index}`, tvl: "100.00" }));
let summaryText = JSON.stringify({ pools: rows });
let builds = 0;
const routes: Record<string, Route> = {
  "/summary": () => {
    builds++;
    return { status: 200, body: summaryText, raw: true };
  },
  "/small": () => ({ status: 200, body: { ok: true } }),
  "/series": (query) => ({ status: 200, body: { pool: query.get("pool_id"), points: rows } }),
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createJsonHttpServer(routes);
  base = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterAll(() => close(server));

/** fetch decodes transparently: the wire size is content-length, the text what the app reads. */
async function get(path: string, acceptEncoding: string) {
  const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } });
  return {
    encoding: res.headers.get("content-encoding"),
    vary: res.headers.get("vary"),
    wireBytes: Number(res.headers.get("content-length") ?? Number.NaN),
    text: await res.text(),
  };
}

describe("JSON endpoints", () => {
  it.each([
    ["br", "br"],
    ["gzip, deflate", "gzip"],
    ["gzip, br;q=0", "gzip"],
  ])("send a large answer in %s as %s, a fifth of its size or less", async (accepted, encoding) => {
    const answer = await get("/summary", accepted);
    expect(answer.encoding).toBe(encoding);
    expect(answer.vary).toBe("accept-encoding");
    expect(answer.wireBytes).toBeLessThan(summaryText.length / 5);
    expect(answer.text).toBe(summaryText);
  });

  it("send it as it is to a client that accepts no compression, and a small answer always as it is", async () => {
    const plain = await get("/summary", "identity");
    expect(plain.encoding).toBeNull();
    expect(plain.text).toBe(summaryText);
    const small = await get("/small", "br, gzip");
    expect(small.encoding).toBeNull();
    expect(JSON.parse(small.text)).toEqual({ ok: true });
  });

  it("serve a changed answer, never the compressed form of the previous one", async () => {
    await get("/summary", "br");
    summaryText = JSON.stringify({ pools: rows.slice(1) });
    expect((await get("/summary", "br")).text).toBe(summaryText);
    expect(builds).toBeGreaterThan(0);
  });

  it("keep each query's answer apart", async () => {
    const [one, two] = await Promise.all([get("/series?pool_id=1", "br"), get("/series?pool_id=2", "br")]);
    expect(JSON.parse(one.text).pool).toBe("1");
    expect(JSON.parse(two.text).pool).toBe("2");
    expect((await get("/series?pool_id=1", "br")).text).toBe(one.text);
  });
});
