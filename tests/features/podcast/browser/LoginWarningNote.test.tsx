// @vitest-environment jsdom
/**
 * The podcast admin's warning of a guessing campaign (LoginWarningNote): one alert naming each
 * area past its failed-login ceiling, nothing when there is none, and for an area that spends
 * money the tries an hour that browsers without a device cookie share.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { LoginWarningNote } from '../../../../src/features/podcast/browser/LoginWarningNote.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(warnings: { area: string; ceiling: number; newBrowserCap?: number }[]) {
  const container = document.createElement('div');
  act(() => createRoot(container).render(<LoginWarningNote warnings={warnings} />));
  return container;
}

test('names each area past its ceiling in one alert, and shows nothing otherwise', () => {
  expect(render([]).innerHTML).toBe('');
  const shown = render([
    { area: 'directory', ceiling: 100 },
    { area: 'podcastadmin', ceiling: 100 },
  ]);
  const alert = shown.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain(
    'Someone may be guessing the password of the member directory.',
  );
  expect(alert?.textContent).toContain('this podcast admin page');
  expect(alert?.textContent).toContain('more than 100 failed logins in the last hour');
  expect(alert?.textContent).toContain('members can still log in');
});

test('says when browsers that have not logged in before share a few tries an hour', () => {
  const plain = render([{ area: 'directory', ceiling: 100 }]).textContent;
  expect(plain).not.toContain('share');
  const capped = render([{ area: 'podcastadmin', ceiling: 100, newBrowserCap: 10 }]).textContent;
  expect(capped).toContain(
    'members can still log in from a browser they have logged in with before; other browsers share 10 tries an hour until it calms down, so a new browser may have to wait. If this goes on',
  );
});
