/** How long the object URL outlives the click: a browser may read the Blob after the click returned. */
export const REVOKE_DELAY_MS = 1000;

/** Saves text as a file: a Blob behind an object URL, clicked as a download link, the URL revoked after. */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
