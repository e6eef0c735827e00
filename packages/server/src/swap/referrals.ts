import { randomInt } from "node:crypto";
import { MAX_UNUSED_REFERRAL_LINKS, REFERRAL_CODE_LENGTH } from "@ux/core/accounts";
import { MAX_REFERRAL_LINKS_REACHED, type ReferralCodeEntry } from "@ux/core/accounts/socket";
import type { ServiceDb } from "../db/database";
import { addReferralCode, referralCode, referralCodesOf } from "../db/referralStore";

/*
 * Referral links (spec 1 §3, §8): a proven account asks for codes of 12 characters, at most 50 of them unused
 * at a time; an account created with ?ref={code} counts as one user of that code (executionStep.ts).
 */

const CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 12 characters of a-z and 0-9 from the system's CSPRNG: unguessable, and safe in a URL. */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export class Referrals {
  constructor(
    private readonly db: ServiceDb,
    private readonly linkBase: string,
    private readonly now: () => number,
  ) {}

  link(code: string): string {
    const url = new URL(this.linkBase);
    url.searchParams.set("ref", code);
    return url.toString();
  }

  async codesOf(account: string): Promise<ReferralCodeEntry[]> {
    return (await referralCodesOf(this.db, account)).map((record) => ({
      code: record.code,
      link: this.link(record.code),
      users: record.users,
      createdAt: record.createdAt,
    }));
  }

  /** A new code for `account`, or the spec's refusal once it holds 50 unused ones. */
  async newCode(account: string): Promise<{ ok: true; code: string } | { ok: false; error: string }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = newReferralCode();
      if ((await referralCode(this.db, code)) !== null) continue;
      const added = await addReferralCode(this.db, account, code, MAX_UNUSED_REFERRAL_LINKS, this.now());
      return added === "added" ? { ok: true, code } : { ok: false, error: MAX_REFERRAL_LINKS_REACHED };
    }
    throw new Error("no free referral code after 3 attempts");
  }

  /** Whose link a code is, and how many used it. */
  async codeUser(code: string): Promise<{ code: string; account: string | null; users: number }> {
    const record = await referralCode(this.db, code);
    return { code, account: record?.account ?? null, users: record?.users ?? 0 };
  }
}
