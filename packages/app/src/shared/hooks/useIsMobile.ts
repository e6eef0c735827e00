import { useEffect, useState } from "react";
import { isMobileWidth, MOBILE_MEDIA_QUERY, RESIZE_DEBOUNCE_MS, watchMobileLayout } from "./viewport";

/** Whether the mobile layout applies (below 768 px), updated 200 ms after resizing stops. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  useEffect(() => {
    // The width may have changed between the first render and this effect (asked without forcing a layout).
    const mobileNow = window.matchMedia(MOBILE_MEDIA_QUERY).matches;
    setMobile(mobileNow);
    return watchMobileLayout(window, setMobile, RESIZE_DEBOUNCE_MS, mobileNow);
  }, []);
  return mobile;
}
