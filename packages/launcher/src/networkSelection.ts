import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type NetworkConfig, type NetworkKind, parseNetworkConfig } from "@ux/core/config";
import { localNetworkConfig } from "./localNetworkConfig";
import type { LocalPorts } from "./localPorts";

const NETWORKS_DIR = fileURLToPath(new URL("../networks/", import.meta.url));

/** The config for a network: generated for local, from networks/<name>.json (or --config FILE) otherwise. */
export async function loadNetworkConfig(
  network: NetworkKind,
  ports: LocalPorts,
  configFile?: string,
): Promise<NetworkConfig> {
  if (configFile) return parseNetworkConfig(JSON.parse(await readFile(configFile, "utf8")));
  if (network === "local") return parseNetworkConfig(localNetworkConfig(ports));
  const raw = await readFile(`${NETWORKS_DIR}${network}.json`, "utf8");
  const config = parseNetworkConfig(JSON.parse(raw));
  if (config.network !== network)
    throw new Error(`networks/${network}.json declares network ${config.network}`);
  return config;
}
