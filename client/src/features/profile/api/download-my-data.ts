import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Where a member's copy of their data is; also a plain link's target, for a save without this script. */
export const myDataPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/export`;

/** Hands the browser a file to save, under the name given, as a link with `download` would. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the bytes to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches the member's data and saves it. A plain link would, on a session that has ended, save the server's refusal
 * as the file, or show the browser's "download failed" with no word of why.
 */
export function useDownloadMyData(userId: string) {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await api.file(myDataPath(userId));
      save(blob, fileName ?? 'iec-bets-data.json');
    },
  });
}
