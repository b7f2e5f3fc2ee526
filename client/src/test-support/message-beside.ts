import { expect } from 'vitest';

/** The message beside `field`: the field is marked invalid and names, in its description, the alert that holds it. */
export function messageBeside(field: HTMLElement): string | null {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  return described.find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;
}
