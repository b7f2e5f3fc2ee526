import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';

/** SPEC section 9: the copy button says it copied for 2 s. */
export const COPIED_MS = 2_000;

/** Copies a text, says so with a toast, and stays in its copied state for 2 s. */
export function useCopyToClipboard() {
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(text: string) {
    try {
      // Missing outside secure pages: the catch then tells the user to copy by hand.
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: 'Copied to clipboard!' });
    } catch {
      toast({ title: 'Failed to copy', description: 'Please try selecting and copying the text manually.', variant: 'destructive' });
    }
  }

  return { copied, copy };
}
