import type { ChildSpec, SupervisedChild } from "../childSupervisor";
import type { LocalPorts } from "../localPorts";
import { type InstancePorts, instanceName, instancePorts } from "./scaleOutPorts";

/** What `--services N` changes in the local network: N services processes on one PostgreSQL. */
export interface ScaleOutPlan {
  instances: number;
  databaseUrl: string;
}

/** The part of the services config this file rewrites per instance (the rest is passed on as it is). */
export interface ScalableServicesConfig {
  ports: InstancePorts;
  proof?: unknown;
  [key: string]: unknown;
}

/**
 * The services as N supervised children (services-1 ... services-N), each on ports of its own behind the
 * balancer, all on the plan's database, named s1 ... sN (their session ids' prefix). The proof sockets are
 * plain websockets whose block followers each write their chain's proof state: they stay with instance 1,
 * on the ports /config.json names.
 */
export function scaledServices(
  config: ScalableServicesConfig,
  ports: LocalPorts,
  plan: ScaleOutPlan,
  spec: Omit<ChildSpec, "name" | "env">,
): SupervisedChild[] {
  const { proof, ...shared } = config;
  return Array.from({ length: plan.instances }, (_, i) => {
    const index = i + 1;
    const own = instancePorts(ports, index);
    const instanceConfig = {
      ...shared,
      ...(index === 1 && proof !== undefined ? { proof } : {}),
      ports: own,
      databaseUrl: plan.databaseUrl,
      instance: instanceName(index),
    };
    return {
      spec: {
        ...spec,
        name: `services-${index}`,
        // Keys travel in the environment, not on the command line (visible in ps).
        env: { UX_SERVICES_CONFIG: JSON.stringify(instanceConfig) },
      },
      readyUrl: `http://127.0.0.1:${own.ammIndexer}/summary`,
      // Instance 1 migrates the shared database; the others start once it is ready.
      ...(index > 1 ? { startsAfter: ["services-1"] } : {}),
    };
  });
}
