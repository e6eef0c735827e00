import Alert from "@mui/material/Alert";

export function DelayAlert({ message }: { message: string }) {
  return (
    <Alert severity="warning" square data-testid="indexer-delay-banner" sx={{ justifyContent: "center" }}>
      {message}
    </Alert>
  );
}
