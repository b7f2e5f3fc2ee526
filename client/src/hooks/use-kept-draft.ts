import type { User } from '@iec-bets/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';
import type { z } from 'zod';
import { forgetKeptDraft, keepDraft, keptDraft, type KeptDraftPlace } from '@/lib/kept-drafts';
import { landingQueryKeys } from '@/lib/landing-query-keys';

/** A form's text fields: the only values kept (a picked file is not). */
type TextValues = Record<string, string | null | undefined>;

export interface KeptDraft<Values extends TextValues> {
  /** What the signed-in user was writing when this form last went away unsent, to start from; null if nothing. */
  restored: Values | null;
  /** Lets the kept words go, restored ones included: the form was sent, or its writer discarded or cancelled it. */
  forget: () => void;
  /** Keeps the form's values as they stand; those the form starts from are nothing to keep. */
  keep: (values: unknown) => void;
}

// An empty box and one never filled read alike: a context left empty is '' in one form and null in another.
const sameValues = (one: TextValues, other: TextValues) =>
  Object.keys({ ...one, ...other }).every((field) => (one[field] ?? '') === (other[field] ?? ''));

/**
 * The unsent words of a form, kept for its writer through a session that ends under it (lib/kept-drafts.ts).
 * `shape` has the form's text fields, each of the type the form gives it; what is restored must match it, so that
 * storage written by an older version of the form, or by hand, never puts a value of the wrong kind in a box. `fresh`
 * is what the form starts from without anything kept. The form is `form`'s for as long as it is mounted: a component
 * that could be reused for another form (another question's) is given a `key`.
 *
 * A visitor's form keeps nothing. Pair it with `useKeptAsTyped`, which keeps the words as they are typed.
 */
export function useKeptDraft<Values extends TextValues>({
  form,
  shape,
  fresh,
}: {
  form: string;
  shape: z.ZodType<Values>;
  fresh: Values;
}): KeptDraft<Values> {
  const queryClient = useQueryClient();
  // Whoever was signed in as the form came: the words typed into it are theirs, even if their session ends first.
  const [place] = useState<KeptDraftPlace | null>(() => {
    const userId = queryClient.getQueryData<User | null>(landingQueryKeys.me)?.id;
    return userId === undefined ? null : { userId, form };
  });
  const [restored, setRestored] = useState<Values | null>(() => {
    const kept = place && shape.safeParse(keptDraft(place));
    return kept?.success && !sameValues(kept.data, fresh) ? kept.data : null;
  });
  // What was last kept, as stored (null: nothing; undefined: not known yet). A blur or a validation reports the values
  // too, unchanged, and costs no write.
  const lastKept = useRef<string | null | undefined>(undefined);
  return {
    restored,
    forget: () => {
      lastKept.current = null;
      if (place) forgetKeptDraft(place);
      setRestored(null);
    },
    keep: (values) => {
      if (!place) return;
      const typed = shape.safeParse(values);
      if (!typed.success) return;
      const kept = sameValues(typed.data, fresh) ? null : JSON.stringify(typed.data);
      if (kept === lastKept.current) return;
      lastKept.current = kept;
      if (kept === null) {
        forgetKeptDraft(place);
        // Back to what the form starts from: no restored words are left for the note to speak of.
        setRestored(null);
      } else keepDraft(place, typed.data);
    },
  };
}

/** Keeps a form's words in `draft` as they change: give it the form's `subscribe` (react-hook-form's `useForm`). */
export function useKeptAsTyped<Values extends TextValues, FormValues extends FieldValues>(
  draft: KeptDraft<Values>,
  subscribe: UseFormSubscribe<FormValues>,
): void {
  const keep = useEffectEvent((values: FormValues) => draft.keep(values));
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => keep(values) }), [subscribe]);
}
