import { parseNetworkConfig } from "@ux/core/config";
import { describe, expect, it } from "vitest";
import { startAppServer } from "../src/appServer";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localPorts } from "../src/localPorts";

describe("the app server without a build (npm start --no-build before any build)", () => {
  it("serves /config.json and the health checks, and no page", async () => {
    const config = localNetworkConfig(localPorts(8080));
    let ready = false;
    const app = await startAppServer({ distDir: null, config, port: 0, isReady: () => ready });
    try {
      // Served with the spec's spelling of the push flag (apiPushGurantee), read back as the same config.
      const served = (await (await fetch(`${app.url}/config.json`)).json()) as {
        chains: Record<string, object>;
      };
      expect(served.chains.ux).toHaveProperty("apiPushGurantee", false);
      expect(parseNetworkConfig(served)).toEqual(config);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${app.url}/readyz`)).status).toBe(503);
      ready = true;
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      const page = await fetch(`${app.url}/trade`);
      expect([page.status, await page.text()]).toEqual([404, "Not Found"]);
    } finally {
      await app.close();
    }
  });
});
