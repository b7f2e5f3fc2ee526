import type { ReactNode } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { myDataPath, useDownloadMyData } from '../api/download-my-data';

/**
 * "Download my data": a link to the file, which the app fetches itself so that a failure says why in a toast (a
 * session that ended says "Please log in"); without the app's script the link still saves the file.
 */
export function DownloadMyDataLink({ userId, className, children }: { userId: string; className?: string; children: ReactNode }) {
  const download = useDownloadMyData(userId);
  const toast = useToast();
  return (
    <a
      href={myDataPath(userId)}
      download
      className={className}
      aria-disabled={download.isPending || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (download.isPending) return;
        download.mutate(undefined, {
          onError: (error) => toast({ title: 'Download Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
        });
      }}
    >
      {children}
    </a>
  );
}
