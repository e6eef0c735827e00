/** Local storage key of the referral code read from the URL (spec 1 §4: stored as refCode). */
export const REF_CODE_STORAGE_KEY = "refCode";

export interface LandingStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Reads the landing URL's 'ref' once, before navigation drops the query: it is kept as refCode only when
 * it is exactly 12 characters (code points) and no code is stored yet (spec 1 §4, §5).
 *
 * The rule is core's referralCodeToStore, written out here because importing core's module would bring all
 * of core's constants into the landing page's JavaScript; a test checks that both agree.
 */
export function captureReferralCode(search: string, storage: LandingStorage | null): void {
  const ref = new URLSearchParams(search).get("ref");
  try {
    if (ref && [...ref].length === 12 && !storage?.getItem(REF_CODE_STORAGE_KEY))
      storage?.setItem(REF_CODE_STORAGE_KEY, ref);
  } catch {
    // Blocked storage: the code is simply not kept.
  }
}
