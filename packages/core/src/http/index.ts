export { type Encoding, negotiateEncoding } from "./contentEncoding";
export { INSTANCE_NAME, instanceOfSessionId, sessionIdPrefix } from "./sessionInstance";
