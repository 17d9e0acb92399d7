/** Hands a file made in the browser to the user, as a download named `fileName`. */
export function downloadFile(content: Blob, fileName: string) {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after `click()` returns: give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `2025-06-30` in the user's time zone, for file names. */
export function localDateStamp(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
