// @vitest-environment jsdom
/**
 * The podcast admin's notice of a fault in the site's own code (CodeFaultNote): one alert naming
 * each answer a kept copy stood in for, saying it is the site's fault and not Planning Center's;
 * nothing when there was none.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { CodeFaultNote } from '../../../../src/features/podcast/browser/CodeFaultNote.tsx';
import type { PodcastAdminInfo } from '../../../../src/features/podcast/shared/types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(faults: PodcastAdminInfo['codeFaults']) {
  const container = document.createElement('div');
  act(() => createRoot(container).render(<CodeFaultNote faults={faults} />));
  return container;
}

test("names each answer the site's code failed to make, and shows nothing otherwise", () => {
  expect(render([]).innerHTML).toBe('');
  const alert = render([
    { answer: 'signups', message: 'TypeError: x is not a function', when: 'Dec 6, 2026, 9:15PM' },
  ]).querySelector('[role="alert"]');
  expect(alert?.textContent).toContain('The site’s own code failed to make the signups answer');
  expect(alert?.textContent).toContain('Dec 6, 2026, 9:15PM: TypeError: x is not a function');
  expect(alert?.textContent).toContain('a fault in the site, not in Planning Center');
});
