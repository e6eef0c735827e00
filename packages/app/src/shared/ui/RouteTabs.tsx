import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { memo } from "react";
import { translate } from "../i18n/translate";

/*
 * A page's tabs standing for its route's {tab}: each tab controls the page's one tab panel, and the ids
 * (`${idPrefix}-tab-${value}`, `${idPrefix}-tabpanel`) tie tab and panel together for screen readers.
 */

function RouteTabsView<T extends string>({
  idPrefix,
  label,
  tabs,
  value,
  onChange,
  scrollable = false,
}: {
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  /** Labels are message ids, shown translated. */
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  /** Scrolls on narrow screens instead of wrapping (for long tab labels). */
  scrollable?: boolean;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      aria-label={label}
      {...(scrollable ? { variant: "scrollable", allowScrollButtonsMobile: true } : {})}
    >
      {tabs.map((item) => (
        <Tab
          key={item.value}
          value={item.value}
          label={translate(item.label)}
          id={`${idPrefix}-tab-${item.value}`}
          aria-controls={`${idPrefix}-tabpanel`}
          data-testid={`${idPrefix}-tab-${item.value}`}
        />
      ))}
    </Tabs>
  );
}

/**
 * Memoized: MUI's Tabs measures its tabs after every render it takes part in (a forced layout, costly right
 * after a page inserted its content), so it renders only when its own props change. Pages pass a stable
 * onChange to benefit.
 */
export const RouteTabs = memo(RouteTabsView) as typeof RouteTabsView;

/** The props of the panel the tabs control, labelled by the chosen tab. */
export function tabPanelProps(idPrefix: string, value: string) {
  return { role: "tabpanel", id: `${idPrefix}-tabpanel`, "aria-labelledby": `${idPrefix}-tab-${value}` };
}
