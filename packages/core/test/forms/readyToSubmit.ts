/** The status of a form that may be sent: its button enabled with this text, no messages. */
export const readyToSubmit = (buttonText: string) => ({
  enabled: true,
  buttonText,
  messages: [],
  action: "submit",
});
