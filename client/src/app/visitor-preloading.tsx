import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publicCommentsQuery } from '@/api/get-public-comments';
import { publicQuestionsQuery } from '@/api/get-public-questions';
import { todayQuestionsQuery } from '@/api/get-today-questions';
import { onLinkIntent } from '@/lib/on-link-intent';
import { useSession } from './session';

/** A link to the landing page: the logo, or any other way home. */
const TO_LANDING = 'a[href="/"], a[href="/home"]';

/**
 * A visitor's way back to the landing page: its three reads start as a pointer rests on a link to it, a finger
 * touches one or the keyboard focuses one. On a phone's slow CPU the click's own render took a quarter of a second
 * before those reads went out; started at the intent, they are back about when the page renders. Members' screens
 * have their own preloading (route-preloading.tsx), in their chunk; this stays small, in the visitor's first
 * JavaScript. A read already fresh in the cache is not asked again.
 */
export function VisitorPreloading() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  useEffect(() => {
    if (user) return;
    return onLinkIntent((target) => {
      if (!target.closest(TO_LANDING)) return;
      void queryClient.prefetchQuery(todayQuestionsQuery());
      void queryClient.prefetchQuery(publicQuestionsQuery());
      void queryClient.prefetchQuery(publicCommentsQuery());
    });
  }, [queryClient, user]);
  return null;
}
