/** Product services (@ux/server): the AMM socket, keeper, indexer summary and chart index, and their database. */
export { AmmIndexer } from "./amm/indexer/ammIndexer";
export { AmmKeeper } from "./amm/keeper/ammKeeper";
export type { ReportEvent } from "./amm/socket/reportDelivery";
export type { PreparedTx } from "./amm/socket/resourcePayer";
export {
  DEFAULT_SERVICE_PORTS,
  parseServicesConfig,
  type ServicesConfigInput,
} from "./config/servicesConfig";
export { openDatabase } from "./db/database";
export type { StakeService } from "./stake/stakeService";
export { type RunningServices, type StartOptions, startServices } from "./startServices";
