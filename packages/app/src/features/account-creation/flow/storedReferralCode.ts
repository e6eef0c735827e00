import { isValidReferralCode } from "@ux/core/names";
import { REF_CODE_STORAGE_KEY } from "../../../shared/referralCode";
import { browserStorage } from "../../../shared/storage/browserStorage";

/** The refCode kept from a landing URL's ?ref= (spec 1 §4), sent with the new account; null without one. */
export function storedReferralCode(
  storage: Pick<Storage, "getItem"> | null = browserStorage(),
): string | null {
  try {
    const code = storage?.getItem(REF_CODE_STORAGE_KEY) ?? null;
    return isValidReferralCode(code) ? code : null;
  } catch {
    return null;
  }
}
