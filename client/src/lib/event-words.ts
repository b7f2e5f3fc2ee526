/**
 * Reading the words a logged event carried, for the two places that tell a question's steps (its public history and
 * an admin's history dialog): an event's data is untyped, and a field may be missing, blank or of another kind.
 */

/** `value` when it is a string with something in it, else null. */
export function eventText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The words of the option `id` names, a resolution names its answer by id; the id itself when no option has it. */
export function optionText(options: readonly { id: string; text: string }[], id: unknown): string | null {
  const optionId = eventText(id);
  if (!optionId) return null;
  return options.find((option) => option.id === optionId)?.text ?? optionId;
}
