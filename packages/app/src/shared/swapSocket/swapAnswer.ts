/** What a swap socket request came back with. */
export type SwapAnswer<Answer> =
  | { kind: "answered"; answer: Answer }
  /** The service refused: its text (the `msg` it also sent is shown already). */
  | { kind: "refused"; message: string }
  /** No connection, or no answer in time. */
  | { kind: "noAnswer" };

/** The spec's 'Error' notification of a server refusal (spec 1 §8: "a notification titled 'Error'"). */
export function swapServiceErrorText(text: string): string {
  return `Error: ${text}`;
}
