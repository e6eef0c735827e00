import type { ChildSupervisor, SupervisedChild } from "./childSupervisor";

/**
 * Starts the children at once, each as soon as those it names in `startsAfter` are ready (names earlier in
 * the list), and resolves once all are ready. Rejects with the first failure: a child waiting on one that
 * failed never starts, and the caller stops those already started.
 */
export async function startConcurrently(
  supervisor: Pick<ChildSupervisor, "start">,
  children: readonly SupervisedChild[],
): Promise<void> {
  const names = new Set<string>();
  for (const child of children) {
    for (const name of child.startsAfter ?? [])
      if (!names.has(name))
        throw new Error(`${child.spec.name} starts after ${name}, which is not before it`);
    names.add(child.spec.name);
  }
  const ready = new Map<string, Promise<void>>();
  for (const child of children) {
    const after = (child.startsAfter ?? []).map((name) => ready.get(name));
    ready.set(
      child.spec.name,
      Promise.all(after).then(() => supervisor.start(child)),
    );
  }
  await Promise.all(ready.values());
}
