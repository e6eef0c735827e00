import { describe, expect, it } from "vitest";
import { parseCliOptions } from "../../src/cliOptions";
import { localNetworkProcesses } from "../../src/localNetworkProcesses";
import { localPorts } from "../../src/localPorts";
import { instancePorts, localPostgresPort, MAX_SERVICE_INSTANCES } from "../../src/scaleOut/scaleOutPorts";

/* `npm start -- --services N`: the option, and the N services processes the local network then runs. */

const configOf = (env: Record<string, string> | undefined) => JSON.parse(env?.UX_SERVICES_CONFIG ?? "{}");

describe("--services N", () => {
  it("is read strictly, for the local network only", () => {
    expect(parseCliOptions([]).services).toBeUndefined();
    expect(parseCliOptions(["--services", "3"]).services).toBe(3);
    expect(() => parseCliOptions(["--services", "0"])).toThrow("--services must be 1..8, got '0'");
    expect(() => parseCliOptions([`--services=${MAX_SERVICE_INSTANCES + 1}`])).toThrow("--services must be");
    expect(() => parseCliOptions(["--services", "2", "--network", "testnet"])).toThrow(
      "needs --network local",
    );
  });

  it("runs N named instances on one database, each on its own ports, the proof sockets on the first", () => {
    const ports = localPorts(8080, 20000);
    const plan = { instances: 3, databaseUrl: "postgres://postgres@127.0.0.1:1/postgres" };
    const children = localNetworkProcesses("/repo", ports, "/data", plan);
    const services = children.filter((child) => child.spec.name.startsWith("services"));
    expect(services.map((child) => child.spec.name)).toEqual(["services-1", "services-2", "services-3"]);
    const configs = services.map((child) => configOf(child.spec.env));
    expect(configs.map((config) => config.instance)).toEqual(["s1", "s2", "s3"]);
    expect(configs.every((config) => config.databaseUrl === plan.databaseUrl)).toBe(true);
    expect(configs.map((config) => config.ports)).toEqual([1, 2, 3].map((i) => instancePorts(ports, i)));
    expect(services.map((child) => child.readyUrl)).toEqual(
      [1, 2, 3].map((i) => `http://127.0.0.1:${instancePorts(ports, i).ammIndexer}/summary`),
    );
    expect(Object.keys(configs[0].proof.chains)).toEqual(["ux", "eos", "wax", "telos"]);
    expect(configs[1].proof).toBeUndefined();
    // Nothing collides: the public ports (the balancer's), the instances', PostgreSQL's and the chains'.
    const used = [
      ...Object.values(ports.chains),
      ports.ammIndexer,
      ports.chartIndex,
      ports.ammSocket,
      ports.stakeSocket,
      ports.swapSocket,
      ...Object.values(ports.proofSockets),
      localPostgresPort(ports),
      ...Array.from({ length: MAX_SERVICE_INSTANCES }, (_, i) =>
        Object.values(instancePorts(ports, i + 1)),
      ).flat(),
    ];
    expect(new Set(used).size).toBe(used.length);
  });

  it("leaves one services process on PGlite without it", () => {
    const children = localNetworkProcesses("/repo", localPorts(8080), "/data");
    const services = children.filter((child) => child.spec.name.startsWith("services"));
    expect(services.map((child) => child.spec.name)).toEqual(["services"]);
    expect(configOf(services[0]?.spec.env).databaseUrl).toBeUndefined();
  });
});
