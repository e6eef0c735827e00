/**
 * Where the local network listens. One table so the launcher, the generated /config.json, the devnet and the
 * services agree; every port is offset from the app port so two launchers can run side by side (tests do).
 */
export interface LocalPorts {
  app: number;
  chains: { ux: number; eos: number; wax: number; telos: number };
  ethereum: number;
  evmGateway: number;
  ammIndexer: number;
  chartIndex: number;
  ammSocket: number;
  stakeSocket: number;
  swapSocket: number;
  proofSockets: { ux: number; eos: number; wax: number; telos: number };
}

export const DEFAULT_APP_PORT = 8080;

/** Default layout: app 8080, chains 8888-8891, Ethereum 8545/8546, services 8700+. */
export function localPorts(appPort: number = DEFAULT_APP_PORT, servicesBase = 8888): LocalPorts {
  const base = servicesBase;
  return {
    app: appPort,
    chains: { ux: base, eos: base + 1, wax: base + 2, telos: base + 3 },
    ethereum: 8545 + (base - 8888),
    evmGateway: 8546 + (base - 8888),
    ammIndexer: 8700 + (base - 8888),
    chartIndex: 8701 + (base - 8888),
    ammSocket: 8702 + (base - 8888),
    stakeSocket: 8703 + (base - 8888),
    swapSocket: 8704 + (base - 8888),
    proofSockets: {
      ux: 8710 + (base - 8888),
      eos: 8711 + (base - 8888),
      wax: 8712 + (base - 8888),
      telos: 8713 + (base - 8888),
    },
  };
}
