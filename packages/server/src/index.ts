// Product services (AMM socket, indexer, chart index, stake, swap, proof sockets) arrive with their issues.
export {};
