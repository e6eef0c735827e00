import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../src/index";
import { ChainClient } from "../integration/chainClient";
import { setProducers } from "./adminRequest";

// The admin routes of a real in-process devnet over HTTP: set_producers only with the admin token, the
// token in the data folder for local tools, and a refused call changing nothing.

const PRODUCERS = ["producer2", "producer3", "producer4", "producer5"];
let dataDir: string;
let devnet: Devnet;
let client: ChainClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "devnet-admin-"));
  devnet = await startDevnet({
    chains: ["eos"],
    ports: { eos: 0 },
    dataDir,
    autoProduce: false,
    repetitions: 1,
  });
  client = new ChainClient(devnet.chains.eos?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const proposedSchedule = async () => (await client.post("/v1/chain/get_producer_schedule", {})).json.proposed;

describe("the devnet's admin token", () => {
  it("is random for this start and written to <data folder>/admin-token with mode 0600", () => {
    expect(devnet.adminToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(devnet.adminTokenFile).toBe(join(dataDir, "admin-token"));
    expect(readFileSync(join(dataDir, "admin-token"), "utf8")).toBe(devnet.adminToken);
    expect(statSync(join(dataDir, "admin-token")).mode & 0o777).toBe(0o600);
  });

  it("comes from UX_DEVNET_ADMIN_TOKEN or the option when given, and no file without a data folder", async () => {
    const previous = process.env.UX_DEVNET_ADMIN_TOKEN;
    process.env.UX_DEVNET_ADMIN_TOKEN = "token-from-the-environment";
    try {
      const fromEnv = await startDevnet({
        chains: ["eos"],
        ports: { eos: 0 },
        dataDir: null,
        autoProduce: false,
      });
      expect([fromEnv.adminToken, fromEnv.adminTokenFile]).toEqual(["token-from-the-environment", null]);
      const refused = await setProducers(fromEnv.chains.eos?.url as string, PRODUCERS, devnet.adminToken);
      expect(refused.status).toBe(401);
      await fromEnv.stop();
      const fromOption = await startDevnet({
        chains: ["eos"],
        ports: { eos: 0 },
        dataDir: null,
        autoProduce: false,
        adminToken: "token-given-as-an-option",
      });
      expect(fromOption.adminToken).toBe("token-given-as-an-option");
      await fromOption.stop();
    } finally {
      if (previous === undefined) delete process.env.UX_DEVNET_ADMIN_TOKEN;
      else process.env.UX_DEVNET_ADMIN_TOKEN = previous;
    }
  });
});

describe("set_producers", () => {
  it("refuses a call without the token, or with another, and proposes nothing", async () => {
    const missing = await setProducers(client.url, PRODUCERS, undefined);
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual({
      code: 401,
      message: "UnAuthorized",
      error: {
        code: 0,
        name: "exception",
        what: "unspecified",
        details: [
          {
            message:
              "devnet admin routes need the admin token: send 'Authorization: Bearer <token>' (the devnet writes it to <data folder>/admin-token)",
            file: "",
            line_number: 0,
            method: "",
          },
        ],
      },
    });
    expect(missing.headers.get("access-control-allow-origin")).toBeNull();
    const wrong = await setProducers(client.url, PRODUCERS, "x".repeat(43));
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.details[0].message).toBe("the devnet admin token does not match");
    expect(wrong.headers.get("access-control-allow-origin")).toBeNull();
    // What a web page could send without a preflight: a text/plain POST.
    const page = await fetch(`${client.url}/v1/devnet/set_producers`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "http://page.test" },
      body: JSON.stringify({ producers: PRODUCERS }),
    });
    expect(page.status).toBe(401);
    expect(page.headers.get("access-control-allow-origin")).toBeNull();

    const node = devnet.chains.eos?.node;
    node?.produceUntil(node.headBlockNum + 2);
    expect(await proposedSchedule()).toBeNull();
  });

  it("answers its preflight without CORS headers, so a browser never sends the call", async () => {
    const preflight = await fetch(`${client.url}/v1/devnet/set_producers`, {
      method: "OPTIONS",
      headers: { Origin: "http://page.test", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect([...preflight.headers.keys()].filter((name) => name.startsWith("access-control"))).toEqual([]);
  });

  it("proposes the schedule when the call carries the token", async () => {
    const accepted = await setProducers(client.url, PRODUCERS, devnet.adminToken);
    expect([accepted.status, accepted.json]).toEqual([200, { proposed_version: 1 }]);
    expect(accepted.headers.get("access-control-allow-origin")).toBeNull();
    const node = devnet.chains.eos?.node;
    node?.produceUntil(node.headBlockNum + 1);
    const proposed = await proposedSchedule();
    expect(proposed.version).toBe(1);
    expect(proposed.producers.map((p: { producer_name: string }) => p.producer_name)).toEqual(PRODUCERS);
  });
});
