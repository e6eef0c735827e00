import { msg } from "../../shared/i18n/msg";
import { DOCUMENTATION_URL } from "../../shared/product";

/*
 * The header menu (spec 1 §2 'Header'), as data (labels are message ids, translated where shown) shared by the desktop menus and the small-screen drawer.
 */

export type NavTarget =
  | { kind: "route"; to: string }
  | { kind: "external"; href: string }
  /** 'UFX Stake' is not launched: it opens the 'Soon to launch' dialog. */
  | { kind: "soonToLaunch" };

export interface NavLink {
  label: string;
  target: NavTarget;
}

export interface NavGroup {
  label: string;
  /** Paths under these prefixes mark the group as the current section. */
  sectionPrefixes: readonly string[];
  entries: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

const route = (to: string): NavTarget => ({ kind: "route", to });

export const HEADER_NAV: readonly NavItem[] = [
  {
    label: msg("Trade"),
    sectionPrefixes: ["/amm"],
    entries: [
      { label: msg("AMM Swap"), target: route("/amm/swap") },
      { label: msg("AMM Liquidity"), target: route("/amm/liquidity/add") },
      { label: msg("AMM Multi-Swap"), target: route("/amm/multiSwap") },
    ],
  },
  {
    label: msg("Pools"),
    sectionPrefixes: ["/pools"],
    entries: [
      { label: msg("Standard Pools"), target: route("/pools/standard") },
      { label: msg("UFX Pairs"), target: route("/pools/ufx") },
    ],
  },
  {
    label: msg("Stake"),
    sectionPrefixes: ["/stake"],
    entries: [
      { label: msg("QuickStake"), target: route("/stake") },
      { label: msg("UFX Stake"), target: { kind: "soonToLaunch" } },
    ],
  },
  { label: msg("Bridge"), target: route("/bridge") },
  { label: msg("Wallet"), target: route("/wallet") },
  { label: msg("Resources"), target: route("/swap") },
  { label: msg("Referrals"), target: route("/referrals") },
];

/** Only on the small-screen menu. */
export const LEARN_LINK: NavLink = {
  label: msg("Learn"),
  target: { kind: "external", href: DOCUMENTATION_URL },
};

export function isNavGroup(item: NavItem): item is NavGroup {
  return "entries" in item;
}

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether a header item is the section the user is in (for highlighting and aria-current). */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  if (isNavGroup(item)) return item.sectionPrefixes.some((prefix) => underPrefix(pathname, prefix));
  return item.target.kind === "route" && underPrefix(pathname, item.target.to);
}

export function allNavLinks(items: readonly NavItem[]): NavLink[] {
  return items.flatMap((item) => (isNavGroup(item) ? [...item.entries] : [item]));
}
