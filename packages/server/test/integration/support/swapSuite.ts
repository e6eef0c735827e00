import { afterAll, beforeAll } from "vitest";
import { type SwapNetwork, startSwapNetwork, stopSwapNetwork } from "./swapNetwork";
import { SwapUser } from "./swapUser";

/** The swap fund of the devnet's swap config. */
export const SWAP_FUND = "swap.ux";

export interface SwapSuite {
  /** The running network (read inside tests: it starts in beforeAll). */
  readonly network: SwapNetwork;
  /** A client on the swap socket, closed after the file's tests. */
  connect(): Promise<SwapUser>;
}

/**
 * One swap network for a test file: started before its tests (the whole network unless `start` says
 * otherwise), stopped after them together with every client connect() opened.
 */
export function swapSuite(start: () => Promise<SwapNetwork> = () => startSwapNetwork()): SwapSuite {
  let network: SwapNetwork | undefined;
  const opened: SwapUser[] = [];

  beforeAll(async () => {
    network = await start();
  }, 90_000);

  afterAll(async () => {
    for (const user of opened) user.close();
    await stopSwapNetwork(network);
  });

  const running = () => {
    if (network === undefined) throw new Error("the swap network has not started");
    return network;
  };
  return {
    get network() {
      return running();
    },
    async connect() {
      const user = await SwapUser.connect(running().swapUrl);
      opened.push(user);
      return user;
    },
  };
}
