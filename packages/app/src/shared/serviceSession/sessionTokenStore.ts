import { SESSION_TOKEN_PATTERN } from "@ux/core/auth";

/** The local storage key of the service session tokens, one per UX account. */
export const SESSION_TOKENS_STORAGE_KEY = "uxServiceSessionTokens";

/** What a proof earned (verifyAuthRes): lets any service socket bind the account again without a signature. */
export interface StoredSessionToken {
  token: string;
  /** ms since the epoch. */
  expiresAt: number;
}

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface SessionTokenStore {
  /** The account's token when one is kept and unexpired at `now`, else null. */
  read(account: string, now: number): StoredSessionToken | null;
  save(account: string, token: StoredSessionToken): void;
  /** Forgets the account's token; with `token`, only if that is still the one kept (another socket may have a newer one). */
  forget(account: string, token?: string): void;
}

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Where tokens go without local storage: one for the page, shared by every store. */
const pageMemory = memoryStorage();

function isStoredToken(value: unknown): value is StoredSessionToken {
  if (typeof value !== "object" || value === null) return false;
  const { token, expiresAt } = value as Record<string, unknown>;
  return typeof token === "string" && SESSION_TOKEN_PATTERN.test(token) && Number.isSafeInteger(expiresAt);
}

/**
 * Session tokens kept in local storage, so a reload binds the service sockets again without asking the
 * wallet (one signature per login). Without local storage (blocked) they are kept in memory: a reconnection
 * still needs no signature, a reload does. What storage holds is re-checked on every read: it is outside
 * our control.
 */
export function sessionTokenStore(local: KeyValueStorage | null): SessionTokenStore {
  const storage = local ?? pageMemory;
  const readAll = (): Record<string, StoredSessionToken> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(SESSION_TOKENS_STORAGE_KEY) ?? "{}");
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
      return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isStoredToken(entry)));
    } catch {
      return {};
    }
  };
  const writeAll = (tokens: Record<string, StoredSessionToken>) => {
    try {
      if (Object.keys(tokens).length === 0) storage.removeItem(SESSION_TOKENS_STORAGE_KEY);
      else storage.setItem(SESSION_TOKENS_STORAGE_KEY, JSON.stringify(tokens));
    } catch {
      // A full storage: the next connection proves ownership again.
    }
  };
  return {
    read(account, now) {
      const stored = readAll()[account];
      return stored !== undefined && stored.expiresAt > now ? stored : null;
    },
    save(account, token) {
      writeAll({ ...readAll(), [account]: { token: token.token, expiresAt: token.expiresAt } });
    },
    forget(account, token) {
      const { [account]: kept, ...others } = readAll();
      if (kept === undefined || (token !== undefined && kept.token !== token)) return;
      writeAll(others);
    },
  };
}
