/**
 * Saves `content` as a file named `fileName`: a Blob behind an object URL, followed by a
 * temporary <a download>, as browsers allow without a server round trip.
 */
export function download(
  content: string | Uint8Array<ArrayBuffer>,
  type: string,
  fileName: string,
): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Freed once the browser has surely read it (revoked at once, some browsers lose the file,
  // FileSaver.js waits as long); kept, it would hold the Blob for the page's lifetime.
  setTimeout(() => URL.revokeObjectURL(url), 40_000)
}
