/** "@ux/core/keys": the one entry point of core/keys for other packages. */
export * from "./base58";
export * from "./publicKey";
export * from "./ripemd160";
export * from "./secp256k1Point";
