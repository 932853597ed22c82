import type { CsvUpload } from '@hotel/shared/contracts/csv-import';

/** A chosen file as the check and the run take it: its name and its bytes in base64. */
export async function toCsvUpload(file: File): Promise<CsvUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a few million arguments overflows the stack.
  const SLICE = 0x8000;
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return { name: file.name, content_base64: btoa(binary) };
}
