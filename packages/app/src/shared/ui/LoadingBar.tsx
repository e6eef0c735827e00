import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin indeterminate bar across the top of the window while a page loads (lighter than LinearProgress). */
export function LoadingBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ position: "fixed", top: 0, left: 0, right: 0, height: 3, overflow: "hidden", zIndex: 2000 }}
    >
      <Box
        sx={{
          width: "40%",
          height: "100%",
          bgcolor: "primary.main",
          animation: `${slide} 1.1s ease-in-out infinite`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none", width: "100%", opacity: 0.6 },
        }}
      />
    </Box>
  );
}
