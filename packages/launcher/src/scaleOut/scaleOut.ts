import type { LocalPorts } from "../localPorts";
import { type LocalPostgres, startLocalPostgres } from "./localPostgres";
import type { ScaleOutPlan } from "./scaledServices";
import { BALANCED_SERVICES, instanceName, instancePorts, localPostgresPort } from "./scaleOutPorts";
import { StickyBalancer } from "./stickyBalancer";

export interface RunningScaleOut extends ScaleOutPlan {
  /** Stops the balancers, then the PostgreSQL it started (call after the services stopped). */
  stop(): Promise<void>;
}

export interface ScaleOutOptions {
  instances: number;
  ports: LocalPorts;
  /** The local network's data folder: the PostgreSQL cluster lives in its `postgres` folder. */
  dataDir: string;
  /** DATABASE_URL when given: that server is used and no cluster is started. */
  databaseUrl: string | undefined;
  log: (line: string) => void;
}

/**
 * What `npm start -- --services N` needs before its services start: a PostgreSQL (DATABASE_URL, or a
 * cluster in the data folder) and a sticky balancer on each public service port, in front of the N
 * instances' own ports.
 */
export async function startScaleOut(options: ScaleOutOptions): Promise<RunningScaleOut> {
  const { instances, ports, log } = options;
  let postgres: LocalPostgres | null = null;
  if (options.databaseUrl === undefined)
    postgres = await startLocalPostgres(`${options.dataDir}/postgres`, localPostgresPort(ports), log);
  const databaseUrl = options.databaseUrl ?? (postgres as LocalPostgres).url;
  const balancers: StickyBalancer[] = [];
  try {
    for (const service of BALANCED_SERVICES) {
      const balancer = new StickyBalancer(
        Array.from({ length: instances }, (_, i) => ({
          instance: instanceName(i + 1),
          port: instancePorts(ports, i + 1)[service],
        })),
      );
      await balancer.listen(ports[service]);
      balancers.push(balancer);
    }
  } catch (error) {
    await Promise.all(balancers.map((balancer) => balancer.close()));
    await postgres?.stop();
    throw error;
  }
  log(
    `local network: ${instances} services instances on PostgreSQL${postgres ? "" : " (DATABASE_URL)"}, behind a sticky balancer on ports ${BALANCED_SERVICES.map((service) => ports[service]).join(", ")}`,
  );
  return {
    instances,
    databaseUrl,
    async stop() {
      await Promise.all(balancers.map((balancer) => balancer.close()));
      await postgres?.stop();
    },
  };
}
