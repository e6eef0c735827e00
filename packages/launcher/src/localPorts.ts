/**
 * Where the local network listens. One table so the launcher, the generated /config.json, the devnet and the
 * services agree; every port but the app's is offset by the same amount (--devnet-port-base) so two launchers can run side
 * by side (tests do).
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
  const shift = servicesBase - 8888;
  return {
    app: appPort,
    chains: { ux: servicesBase, eos: servicesBase + 1, wax: servicesBase + 2, telos: servicesBase + 3 },
    ethereum: 8545 + shift,
    evmGateway: 8546 + shift,
    ammIndexer: 8700 + shift,
    chartIndex: 8701 + shift,
    ammSocket: 8702 + shift,
    stakeSocket: 8703 + shift,
    swapSocket: 8704 + shift,
    proofSockets: { ux: 8710 + shift, eos: 8711 + shift, wax: 8712 + shift, telos: 8713 + shift },
  };
}
