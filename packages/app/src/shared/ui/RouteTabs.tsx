import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { translate } from "../i18n/translate";

/*
 * A page's tabs standing for its route's {tab}: each tab controls the page's one tab panel, and the ids
 * (`${idPrefix}-tab-${value}`, `${idPrefix}-tabpanel`) tie tab and panel together for screen readers.
 */

export function RouteTabs<T extends string>({
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

/** The props of the panel the tabs control, labelled by the chosen tab. */
export function tabPanelProps(idPrefix: string, value: string) {
  return { role: "tabpanel", id: `${idPrefix}-tabpanel`, "aria-labelledby": `${idPrefix}-tab-${value}` };
}
