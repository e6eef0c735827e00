// The local network (chain emulator, contracts, Ethereum node, EVM gateway) arrives with its issue.
export {};
