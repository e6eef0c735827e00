import { parseNetworkConfig } from "@ux/core/config";
import { describe, expect, it } from "vitest";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localNetworkProcesses } from "../src/localNetworkProcesses";
import { localPorts } from "../src/localPorts";

describe("the local proof sockets", () => {
  it("are started by the services on the ports /config.json names, one per chain, each reading its own chain", () => {
    const ports = localPorts(8080);
    const services = localNetworkProcesses("/repo", ports, "/data").find(
      (child) => child.spec.name === "services",
    );
    const config = JSON.parse(services?.spec.env?.UX_SERVICES_CONFIG ?? "{}");
    const network = parseNetworkConfig(localNetworkConfig(ports));
    for (const chain of ["ux", "eos", "wax", "telos"] as const) {
      const socket = new URL(network.chains[chain]?.proofSocket as string);
      expect(socket.protocol).toBe("ws:");
      expect(config.proof.chains[chain]).toEqual({
        api: `http://127.0.0.1:${ports.chains[chain]}`,
        port: Number(socket.port),
      });
    }
  });
});
