// @vitest-environment jsdom
/**
 * LoginGate and Toaster in a DOM, with fetch standing in for /login: what each session state
 * renders, what the form sends, and how failures reach the toasts.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import LoginGate from '../../../../src/features/login/browser/LoginGate.tsx';
import { $session } from '../../../../src/features/login/browser/stores/session.ts';
import { $toasts, TOAST_MS } from '../../../../src/platform/browser/stores/toasts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let sent: { url: string; method: string; body: unknown }[];

/** Answers GET /login with the user, POST /login by the password, POST /logout with null. */
function serve(sessionUser: string | null) {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body
      ? (JSON.parse(init.body as string) as Record<string, string>)
      : undefined;
    sent.push({ url, method, body });
    if (url === '/login' && method === 'GET')
      return Promise.resolve(Response.json({ user: sessionUser }));
    if (url === '/logout') return Promise.resolve(Response.json({ user: null }));
    if (body?.['password'] === 'right')
      return Promise.resolve(Response.json({ user: body['username'] }));
    return Promise.resolve(
      Response.json({ message: 'That password is not correct.' }, { status: 401 }),
    );
  });
}

/** Runs fn inside act and lets the promises it started settle. */
async function settle(fn: () => unknown = () => undefined) {
  await act(async () => {
    fn();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const render = (element: React.ReactNode) => settle(() => root.render(element));

const gate = (
  <LoginGate
    user="dccyouth"
    title="Teacher Portal"
    heading="Teacher Portal"
    fixedUsername="dccyouth"
  >
    <p>Teaching schedule</p>
  </LoginGate>
);

async function submit(password: string) {
  const input = container.querySelector<HTMLInputElement>('input[type=password]')!;
  await settle(() => {
    // React tracks the value itself; set it the way typing would
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      password,
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle(() => container.querySelector('form')!.requestSubmit());
  return input;
}

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  $session.set({ user: null, checked: false });
  $toasts.set([]);
});
afterEach(async () => {
  await settle(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LoginGate', () => {
  test('shows a neutral placeholder, not the page, until the session is known', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    await render(gate);
    expect(container.textContent).not.toContain('Teaching schedule');
    expect(container.querySelector('input')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await settle(() => answer(Response.json({ user: 'dccyouth' })));
    expect(container.textContent).toContain('Teaching schedule');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  test('shows the page with a Log out bar to the page’s own user', async () => {
    $session.set({ user: 'dccyouth', checked: true });
    serve('dccyouth');
    await render(gate);
    expect(container.textContent).toContain('Logged in');
    expect(container.textContent).toContain('Teaching schedule');
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Log out',
    )!;
    await settle(() => button.click());
    await settle();
    expect(sent.at(-1)).toMatchObject({ url: '/logout', method: 'POST' });
    expect(container.textContent).toContain('You need a password to view the Teacher Portal:');
  });

  test('shows the login screen to another area’s user, titled by heading', async () => {
    $session.set({ user: 'directory', checked: true });
    serve('directory');
    await render(gate);
    expect(container.querySelector('h1')!.textContent).toBe('Teacher Portal');
    expect(container.textContent).toContain('You need a password to view the Teacher Portal:');
    expect(container.textContent).not.toContain('Teaching schedule');
    const input = container.querySelector('input[type=password]')!;
    expect(container.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Password');
  });
});

describe('LoginGate', () => {
  test('sends the fixed username and opens the page on success', async () => {
    $session.set({ user: null, checked: true });
    serve(null);
    await render(
      <LoginGate user="podcastadmin" title="Podcast Admin" fixedUsername="podcastadmin">
        <p>Episodes</p>
      </LoginGate>,
    );
    await submit('right');
    expect(sent.at(-1)).toEqual({
      url: '/login',
      method: 'POST',
      body: { username: 'podcastadmin', password: 'right' },
    });
    expect(container.textContent).toContain('Episodes');
    expect(document.activeElement?.className).toBe('login-gate__content');
  });

  test('shows the server’s message as an error toast for 5 s and keeps focus in the field', async () => {
    $session.set({ user: null, checked: true });
    serve(null);
    await render(gate);
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(''); // the live region is there before the message
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const input = await submit('wrong');
    expect(alert.textContent).toContain('That password is not correct.');
    expect(document.activeElement).toBe(input);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('');
    await settle(() => vi.advanceTimersByTime(TOAST_MS - 100));
    expect(alert.textContent).toContain('That password is not correct.');
    await settle(() => vi.advanceTimersByTime(200));
    expect(alert.textContent).toBe('');
  });

  test('a toast closes early with its close button', async () => {
    $session.set({ user: null, checked: true });
    serve(null);
    await render(gate);
    await submit('wrong');
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close message"]')!;
    await settle(() => close.click());
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('');
  });
});
