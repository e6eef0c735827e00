// The execution engine's public API (what the node, genesis and tests use).
export { type AppliedTransaction, type ApplyOptions, refBlockPrefixOf } from "./applyTransaction";
export { canonicalKeyText, isValidAuthority, sortAuthority } from "./authority/authorityRules";
export { ChainEngine, type GenesisAccount, type JsonAction, singleKeyAuthority } from "./chainEngine";
export { assertionFailure, CHAIN_EXCEPTIONS, type ChainExceptionName, chainError } from "./chainErrors";
export {
  coreTokenEngineConfig,
  DEFAULT_RESOURCE_MODEL,
  type EngineConfig,
  type ResourceModel,
  type TokenRef,
  uxEngineConfig,
} from "./engineConfig";
export * from "./engineContract";
export type {
  ActionContext,
  ContractDefinition,
  SystemApi,
  TableHandle,
  TableSpec,
} from "./execution/contractInterface";
export type {
  TableByScopeQuery,
  TableByScopeRow,
  TableRowsQuery,
  TableRowsResult,
} from "./queries/tableRows";
export type { AccountRecord, Authority, PermissionLevel, ResourceLimits } from "./state/accountTypes";
export type { EngineSnapshot } from "./state/stateSnapshot";
export { SignatureRecoveryPool } from "./transaction/recoveryPool";
export { rememberRecoveredKey } from "./transaction/signatureKeys";
