/** An entry a menu shows for its owner: what it says and what choosing it does. */
export interface MenuEntry {
  readonly label: string;
  open(): void;
}
