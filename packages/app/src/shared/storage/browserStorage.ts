/** Local storage, or null where it is blocked (privacy settings) or absent (tests): then nothing is kept. */
export function browserStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
