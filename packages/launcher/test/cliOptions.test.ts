import { describe, expect, it } from "vitest";
import { parseCliOptions } from "../src/cliOptions";

describe("parseCliOptions", () => {
  it("defaults to the local network on port 8080 with a build", () => {
    expect(parseCliOptions([])).toEqual({
      port: 8080,
      host: "127.0.0.1",
      network: "local",
      devnetPortBase: 8888,
      reset: false,
      quiet: false,
      build: true,
      help: false,
    });
    expect(parseCliOptions(["--quiet"]).quiet).toBe(true);
  });

  it("reads every flag, in both '--flag value' and '--flag=value' forms", () => {
    const o = parseCliOptions([
      "--port",
      "9000",
      "--network=testnet",
      "--reset",
      "--no-build",
      "--host",
      "0.0.0.0",
    ]);
    expect(o).toMatchObject({ port: 9000, network: "testnet", reset: true, build: false, host: "0.0.0.0" });
    expect(parseCliOptions(["--config", "my.json"]).configFile).toBe("my.json");
    expect(parseCliOptions(["--port=0"]).port).toBe(0);
    expect(parseCliOptions(["--data", "/tmp/x", "--devnet-port-base", "20000"])).toMatchObject({
      dataDir: "/tmp/x",
      devnetPortBase: 20000,
    });
  });

  it.each([
    [["--port", "80a"], "--port must be 0..65535, got '80a'"],
    [["--port", "70000"], "--port must be 0..65535, got '70000'"],
    [["--port"], "--port needs a value"],
    [["--port", "--reset"], "--port needs a value"],
    [["--network", "devnet"], "--network must be one of local, testnet, mainnet, got 'devnet'"],
    [["--verbose"], "Unknown option '--verbose'"],
    [["--devnet-port-base", "1000"], "--devnet-port-base must be 8888..60000, got '1000'"],
  ])("rejects %j", (argv, message) => {
    expect(() => parseCliOptions(argv)).toThrow(message);
  });
});
