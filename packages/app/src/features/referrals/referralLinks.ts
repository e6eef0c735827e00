import { MAX_UNUSED_REFERRAL_LINKS } from "@ux/core/accounts";
import type { ReferralCodeEntry } from "@ux/core/accounts/socket";

/** One row of the links table (spec 1 §3 'Referral code': code, link, users). */
export interface ReferralRow {
  code: string;
  link: string;
  users: number;
  createdAt: number;
}

/**
 * The link a code is shared as: this app's own address with `?ref=CODE` on the entry route, which keeps the
 * code as refCode (shared/referralCode). Built from the page's origin rather than the service's `link`, so
 * it points to the app the user is on whatever the service was configured with.
 */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

/** The table's rows, newest link first. */
export function referralRows(codes: readonly ReferralCodeEntry[], origin: string): ReferralRow[] {
  return [...codes]
    .sort((a, b) => b.createdAt - a.createdAt || a.code.localeCompare(b.code))
    .map((entry) => ({
      code: entry.code,
      link: referralLink(origin, entry.code),
      users: entry.users,
      createdAt: entry.createdAt,
    }));
}

/** Links nobody has used yet. */
export function unusedLinks(codes: readonly ReferralCodeEntry[]): number {
  return codes.filter((entry) => entry.users === 0).length;
}

/** Whether another link may be made: at most 50 unused per account (spec 1 §9; the service checks too). */
export function mayGenerateLink(codes: readonly ReferralCodeEntry[]): boolean {
  return unusedLinks(codes) < MAX_UNUSED_REFERRAL_LINKS;
}
