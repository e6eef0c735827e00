/** A logger that drops a message identical to the previous one (a chain that is down would flood the log). */
export function withoutRepeats(log: (message: string) => void): (message: string) => void {
  let last: string | null = null;
  return (message) => {
    if (message === last) return;
    last = message;
    log(message);
  };
}
