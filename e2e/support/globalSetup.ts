import type { TestProject } from "vitest/node";
import { startLocalNetwork } from "./localNetwork";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts what `npm start` runs once for the suite, and stops it with Ctrl+C after. */
export default async function setup(project: TestProject) {
  const network = await startLocalNetwork();
  project.provide("baseUrl", network.url);
  return () => network.stop();
}
