/** One detail of a nodeos error answer (file, line and method empty, as the devnet writes them). */
export const detail = (message: string) => ({ message, file: "", line_number: 0, method: "" });

/** nodeos' 400 invalid_http_request answer with these detail messages. */
export const invalidRequest = (...messages: string[]) => ({
  code: 400,
  message: "Invalid Request",
  error: {
    code: 3200006,
    name: "invalid_http_request",
    what: "invalid http request",
    details: messages.map(detail),
  },
});
