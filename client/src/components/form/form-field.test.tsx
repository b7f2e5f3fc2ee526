import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('a form field', () => {
  it('labels its control and describes it by nothing while there is no message', () => {
    render(
      <FormField id="city" label="City" error={undefined}>
        {(control) => <input {...control} />}
      </FormField>,
    );

    const input = screen.getByLabelText('City');
    expect(input.id).toBe('city');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its message beside the control, which is marked invalid and described by it', () => {
    render(
      <FormField id="city" label="City" error="Please enter a city">
        {(control) => <input {...control} />}
      </FormField>,
    );

    const input = screen.getByLabelText('City');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please enter a city');
    expect(message.id).toBe('city-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('city-error');
  });

  it('keeps its hint in the description, the message after it', () => {
    const { rerender } = render(
      <FormField id="tags" label="Tags" hint="Comma-separated" error={undefined}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Tags').getAttribute('aria-describedby')).toBe('tags-hint');
    expect(screen.getByText('Comma-separated').id).toBe('tags-hint');

    rerender(
      <FormField id="tags" label="Tags" hint="Comma-separated" error="Too many tags">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Tags').getAttribute('aria-describedby')).toBe('tags-hint tags-error');
  });
});
