import type { z } from 'zod';

/** The short word beside every empty required field but the first. */
const FIELD_REQUIRED = 'Required';

/**
 * SPEC section 5: a form's sentence for missing fields speaks of all of them, so it is said once, beside the first
 * empty one, and every other empty one is marked with a short word: a screen reader does not hear the sentence
 * twice, and the person sees at a glance all that is left.
 */
export function markMissingFields(context: z.RefinementCtx, missing: readonly string[], sentence: string): void {
  missing.forEach((field, index) => context.addIssue({ code: 'custom', path: [field], message: index === 0 ? sentence : FIELD_REQUIRED }));
}
