import { REFERRAL_CODE_LENGTH } from "../accounts/accountConstants";

/**
 * A referral code is accepted only when it is exactly 12 characters (spec 1 §5). Characters are
 * counted as code points, so a code made of emoji or other astral characters is not miscounted.
 */
export function isValidReferralCode(code: string | null | undefined): code is string {
  return typeof code === "string" && [...code].length === REFERRAL_CODE_LENGTH;
}

/**
 * The code to keep in local storage (refCode) after reading the 'ref' URL parameter: a URL code is kept
 * only if none is stored yet, and only when it is valid. Returns the stored code when nothing changes.
 */
export function referralCodeToStore(storedCode: string | null, urlCode: string | null): string | null {
  if (storedCode !== null && storedCode !== "") return storedCode;
  return isValidReferralCode(urlCode) ? urlCode : storedCode;
}
