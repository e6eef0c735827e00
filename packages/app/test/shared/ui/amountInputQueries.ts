/** The reason an AmountInput or PercentInput (under `field`, its root) gives for a refused edit, or null. */
export function fieldRefusal(field: HTMLElement): string | null {
  return field.querySelector('[role="alert"]')?.textContent ?? null;
}
