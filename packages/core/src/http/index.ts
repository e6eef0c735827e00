export { type Encoding, negotiateEncoding } from "./contentEncoding";
