export { createAppHandler, startAppServer } from "./appServer";
export { parseCliOptions } from "./cliOptions";
export { localNetworkConfig } from "./localNetworkConfig";
export { localPorts } from "./localPorts";
export { loadNetworkConfig } from "./networkSelection";
