import { useEffect, useState } from "react";

/** When `data` (a fresh object per successful fetch) last changed; undefined until it is there. */
export function useArrivalTime(data: unknown): number | undefined {
  const [arrivedAt, setArrivedAt] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (data !== undefined) setArrivedAt(Date.now());
  }, [data]);
  return arrivedAt;
}
