import { styled } from "@mui/material/styles";
import { type KeyboardEvent, memo } from "react";
import { translate } from "../i18n/translate";
import { nextTabIndex } from "./tabKeys";

/*
 * A page's tabs standing for its route's {tab}: each tab controls the page's one tab panel, and the ids
 * (`${idPrefix}-tab-${value}`, `${idPrefix}-tabpanel`) tie tab and panel together for screen readers.
 *
 * Plain buttons with MUI Tabs' look rather than MUI's Tabs: those measure every tab after each render to place
 * the indicator (a forced layout of the page), which made the pools page's first commit one 400 ms task on a
 * phone. Here the indicator is the selected tab's own underline, so nothing is measured. The keyboard works
 * as in the WAI-ARIA tabs pattern: one tab in the Tab order, arrows, Home and End move and select.
 */

const TabList = styled("div")({
  display: "flex",
  // Narrow screens wrap the tabs onto a second line: every tab stays in sight (a sideways scroll would hide
  // the last ones behind the edge).
  flexWrap: "wrap",
  minHeight: 48,
});

const TabButton = styled("button")(({ theme }) => ({
  ...theme.typography.button,
  flexShrink: 0,
  minWidth: 90,
  maxWidth: 360,
  minHeight: 48,
  margin: 0,
  padding: "12px 16px",
  border: 0,
  borderRadius: 0,
  background: "none",
  cursor: "pointer",
  appearance: "none",
  WebkitTapHighlightColor: "transparent",
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': {
    color: theme.palette.primary.main,
    boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
  "&:focus-visible": { outline: "2px solid", outlineOffset: -2 },
}));

function RouteTabsView<T extends string>({
  idPrefix,
  label,
  tabs,
  value,
  onChange,
}: {
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  /** Labels are message ids, shown translated. */
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const next = nextTabIndex(event.key, at, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    onChange(tab.value);
    event.currentTarget.ownerDocument.getElementById(`${idPrefix}-tab-${tab.value}`)?.focus();
  };
  return (
    <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((item) => {
        const selected = item.value === value;
        return (
          <TabButton
            key={item.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            id={`${idPrefix}-tab-${item.value}`}
            aria-controls={`${idPrefix}-tabpanel`}
            data-testid={`${idPrefix}-tab-${item.value}`}
            onClick={() => onChange(item.value)}
          >
            {translate(item.label)}
          </TabButton>
        );
      })}
    </TabList>
  );
}

/** Memoized: pages render again for their own reasons; the tabs only when their props change. */
export const RouteTabs = memo(RouteTabsView) as typeof RouteTabsView;

/** The props of the panel the tabs control, labelled by the chosen tab. */
export function tabPanelProps(idPrefix: string, value: string) {
  return { role: "tabpanel", id: `${idPrefix}-tabpanel`, "aria-labelledby": `${idPrefix}-tab-${value}` };
}
