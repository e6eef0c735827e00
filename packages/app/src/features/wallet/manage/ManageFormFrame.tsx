import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FormStatus } from "@ux/core/forms";
import type { ReactNode } from "react";
import { FormSubmitButton } from "../../../shared/ui/FormSubmitButton";

/** One manage form: its heading, fields and the main button driven by core's form status. */
export function ManageFormFrame(props: {
  title: string;
  testId: string;
  status: FormStatus;
  busy: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={props.title}
      data-testid={props.testId}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.children}
        <FormSubmitButton
          testId={`${props.testId}-submit`}
          status={props.status}
          busy={props.busy}
          // The manage view shows only with a connected wallet: the button never asks to connect.
          onConnectWallet={() => {}}
        />
      </Stack>
    </Box>
  );
}
