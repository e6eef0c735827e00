import IconButton from "@mui/material/IconButton";
import SvgIcon from "@mui/material/SvgIcon";
import { t } from "../../shared/i18n/translate";
import { themeModeStore, useThemeMode } from "../themeModeStore";

/** A moon (Material's 'DarkMode'): offered in the light theme. */
const moon = (
  <path d="M12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9c0-.46-.04-.92-.1-1.36-.98 1.37-2.58 2.26-4.4 2.26-2.98 0-5.4-2.42-5.4-5.4 0-1.81.89-3.42 2.26-4.4-.44-.06-.9-.1-1.36-.1" />
);

/** A sun: offered in the dark theme. */
const sun = (
  <>
    <circle cx="12" cy="12" r="4.5" />
    <path
      d="M12 1.5v3m0 15v3M1.5 12h3m15 0h3M4.6 4.6l2.1 2.1m10.6 10.6 2.1 2.1m-14.8 0 2.1-2.1M17.3 6.7l2.1-2.1"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </>
);

/** The header's light/dark switch; the choice is remembered (themeModeStore). */
export function ThemeToggle() {
  const dark = useThemeMode() === "dark";
  return (
    <IconButton
      color="inherit"
      aria-label={dark ? t("Switch to light theme") : t("Switch to dark theme")}
      onClick={() => themeModeStore.getState().toggle()}
    >
      <SvgIcon>{dark ? sun : moon}</SvgIcon>
    </IconButton>
  );
}
