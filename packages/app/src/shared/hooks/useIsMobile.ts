import { useEffect, useState } from "react";
import { isMobileWidth, watchMobileLayout } from "./viewport";

/** Whether the mobile layout applies (below 768 px), updated 200 ms after resizing stops. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  useEffect(() => {
    // The width may have changed between the first render and this effect.
    setMobile(isMobileWidth(window.innerWidth));
    return watchMobileLayout(window, setMobile);
  }, []);
  return mobile;
}
