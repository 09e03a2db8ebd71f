/** Saves a file the app made (a guest-list CSV, a QR image) through the browser's download. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty for it to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
