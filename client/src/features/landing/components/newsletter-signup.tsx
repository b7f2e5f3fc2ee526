import { type ComponentType, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormField } from '@/components/form/form-field';
import { SUBMIT_HELD_ATTRIBUTE } from '@/lib/held-submits';
import type { NewsletterStart } from './newsletter-form';
import { NewsletterPrivacyNote } from './newsletter-privacy-note';

const loadForm = () => import('./newsletter-form');
// Fetches the form's code ahead of use; a module loads once, whoever asks first.
const preload = () => void loadForm().catch(() => {});

type Field = 'email' | 'name';

/**
 * The newsletter card as the page first shows it: the form's fields without its code. The form's library and its
 * schema (react-hook-form and zod, the largest scripts a visitor would run) load when the visitor reaches for the card
 * (a pointer over it, a touch), not while the page is loading on a phone. The form takes over when a field is focused
 * or Subscribe pressed, with whatever was typed, the focus where it was, and the press. Not on the pointer's arrival:
 * a press that began on this card's button and ended on the form's would not count as a click.
 */
export function NewsletterSignup() {
  const [loaded, setLoaded] = useState<{ Form: ComponentType<{ start: NewsletterStart }>; start: NewsletterStart } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitted = useRef(false);

  const takeOver = () => {
    if (loading.current) return;
    loading.current = true;
    loadForm().then(
      ({ NewsletterForm }) => {
        // Found by id: the fields have no name, so that a press before any of the app's code has run (lib/held-submits.ts
        // holds those after) sends the browser to the page's own address with nothing typed in its query string.
        const value = (field: Field) => {
          const input = form.current?.elements.namedItem(`newsletter-${field}`);
          return input instanceof HTMLInputElement ? input.value : '';
        };
        // Any of the card's controls, by the id the form's own carries too: the keyboard may have moved on from the
        // field that asked for the code to Subscribe or the privacy notice's link while it was on its way.
        const focused = document.activeElement;
        const focus = focused && form.current?.contains(focused) ? focused.id : undefined;
        // At once, before another key is pressed: what is typed from here on goes to the form.
        flushSync(() =>
          setLoaded({ Form: NewsletterForm, start: { email: value('email'), name: value('name'), focus, submit: submitted.current } }),
        );
      },
      (error: unknown) => {
        loading.current = false;
        console.warn('The newsletter form did not load; it is tried again on the next reach', error);
      },
    );
  };

  // Subscribe pressed on the server's markup before this code arrived (lib/held-submits.ts): the press counts now.
  useEffect(() => {
    if (!form.current?.hasAttribute(SUBMIT_HELD_ATTRIBUTE)) return;
    form.current.removeAttribute(SUBMIT_HELD_ATTRIBUTE);
    submitted.current = true;
    takeOver();
    // Once, as the card first shows: later presses have its onSubmit.
  }, []);

  if (loaded) return <loaded.Form start={loaded.start} />;
  return (
    <section
      className="card"
      aria-labelledby="newsletter-title"
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={(event) => {
        if (event.target instanceof HTMLInputElement) takeOver();
        else preload();
      }}
    >
      <h2 id="newsletter-title">Get the daily question by email</h2>
      <form
        ref={form}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitted.current = true;
          takeOver();
        }}
      >
        <FormField id="newsletter-email" label="Email address" error={undefined}>
          {(control) => <input {...control} type="email" autoComplete="email" />}
        </FormField>
        <FormField id="newsletter-name" label="Name (optional)" error={undefined}>
          {(control) => <input {...control} autoComplete="name" />}
        </FormField>
        <button id="newsletter-subscribe" type="submit" className="button primary">
          Subscribe
        </button>
        <NewsletterPrivacyNote />
      </form>
    </section>
  );
}
