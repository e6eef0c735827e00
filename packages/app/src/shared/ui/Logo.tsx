import Box from "@mui/material/Box";

/** The product mark (a stylised 'UX' tile); decorative, so hidden from assistive technology. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden sx={{ display: "block" }}>
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.16" />
      <path
        d="M7 9v8a5 5 0 0 0 10 0V9M19 9l6 14M25 9l-6 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </Box>
  );
}
