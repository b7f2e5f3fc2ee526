import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderAfterRest } from './render-after-rest';

/**
 * What the page shows at its first commit, before any effect or transition has run. The page's own element is read,
 * not the whole body: the worker keeps its document from one test file to the next, and another file's live region
 * may still be there.
 */
function FirstCommit({ seen }: { seen: (text: string) => void }) {
  useLayoutEffect(() => {
    seen(document.getElementById('render-after-rest-page')?.textContent ?? '');
  }, [seen]);
  return null;
}

const page = (
  <main id="render-after-rest-page">
    <h2>Will the GNU survive?</h2>
    <RenderAfterRest>
      <section>The archive</section>
    </RenderAfterRest>
  </main>
);

describe('a costly part rendered after the rest of the screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("shows the question first and the part just after, in the browser's own render", async () => {
    const firstCommits: string[] = [];
    render(
      <>
        {page}
        <FirstCommit seen={(text) => firstCommits.push(text)} />
      </>,
    );

    expect(firstCommits).toEqual(['Will the GNU survive?']);
    expect((await screen.findByText('The archive')).tagName).toBe('SECTION');
  });

  it('is in the server-rendered markup, so that a page without JavaScript has it', () => {
    expect(renderToString(page)).toContain('<section>The archive</section>');
  });

  it('takes the server markup over as it is, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const section = container.querySelector('section');
    const recoverable = vi.fn();

    await act(async () => void hydrateRoot(container, page, { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    // The very element the server sent, kept: not removed and rendered again.
    expect(container.querySelector('section')).toBe(section);
  });
});
