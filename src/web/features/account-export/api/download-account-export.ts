import { useCallback, useRef, useState } from 'react';
import { apiDownload } from '@web/lib/api-client';

export const accountExportPath = '/api/account/export';

/** The file name the server gives in Content-Disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'pitboard-export.zip';
}

/** Reads the archive as it streams, telling how many bytes have arrived, and saves it under its name. */
async function downloadAccountExport(onProgress: (bytes: number) => void): Promise<string> {
  const response = await apiDownload(accountExportPath);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
  const fileName = fileNameOf(response);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

export type AccountExportState =
  | { status: 'idle' }
  | { status: 'downloading'; bytes: number }
  | { status: 'done'; fileName: string }
  | { status: 'error'; error: unknown };

/** Downloads the whole-account export, with its progress; one download at a time. */
export function useAccountExportDownload(): { state: AccountExportState; start: () => Promise<void> } {
  const [state, setState] = useState<AccountExportState>({ status: 'idle' });
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'downloading', bytes: 0 });
    try {
      const fileName = await downloadAccountExport((bytes) => setState({ status: 'downloading', bytes }));
      setState({ status: 'done', fileName });
    } catch (error) {
      setState({ status: 'error', error });
    } finally {
      running.current = false;
    }
  }, []);
  return { state, start };
}
