/**
 * The login screen of docs/requirements.md section 2, shown in place of a gated page until the session's user
 * is the page's user. The server decides everything; this only asks and shows the answer.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import type { Area } from '../../../platform/shared/api-types.ts';
import { $session, checkSession, failureMessage, login, logout } from './stores/session.ts';
import { showToast } from '../../../platform/browser/stores/toasts.ts';
import Toaster from '../../../platform/browser/islands/Toaster.tsx';
import './LoginGate.css';

export interface LoginGateProps {
  /** The page's user: only this session opens it. */
  user: Area;
  /** Named in "You need a password to view the {title}:". */
  title: string;
  /** The screen's heading; the title when not given. */
  heading?: string;
  /** The username sent with the password (the teacher portal's is always dccyouth). */
  fixedUsername?: Area;
  children: ReactNode;
}

function LoginForm(props: {
  title: string;
  heading: string;
  username: Area;
  focusOnMount: boolean;
  onAttempt: () => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (props.focusOnMount) input.current?.focus();
  }, [props.focusOnMount]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    props.onAttempt();
    try {
      await login(props.username, password);
    } catch (error) {
      showToast('error', failureMessage(error, 'Login'));
      setBusy(false);
      // stay in the field, with the wrong password selected so typing replaces it
      input.current?.focus();
      input.current?.select();
    }
  }

  return (
    <section className="login-gate" aria-labelledby={`${ids}-heading`}>
      <h1 className="page-title" id={`${ids}-heading`}>
        {props.heading}
      </h1>
      <form className="login-gate__form card" onSubmit={(event) => void submit(event)}>
        <p id={`${ids}-prompt`}>You need a password to view the {props.title}:</p>
        {/* lets password managers file the password under the right user */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={props.username}
          readOnly
          hidden
        />
        <label htmlFor={`${ids}-password`}>Password</label>
        <div className="login-gate__row">
          <input
            ref={input}
            id={`${ids}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            aria-describedby={`${ids}-prompt`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            Login
          </button>
        </div>
      </form>
    </section>
  );
}

/** Shows `children` to the page's user, the login screen to anyone else, always with toasts. */
export default function LoginGate(props: LoginGateProps) {
  const session = useStore($session);
  const content = useRef<HTMLDivElement>(null);
  // where focus goes after this page's own login or logout (never on first load)
  const [moveFocus, setMoveFocus] = useState(false);
  const allowed = session.user === props.user;

  useEffect(() => {
    void checkSession();
  }, []);

  useEffect(() => {
    if (moveFocus && allowed) content.current?.focus();
  }, [moveFocus, allowed]);

  async function logOut() {
    setMoveFocus(true);
    try {
      await logout();
    } catch (error) {
      showToast('error', failureMessage(error, 'Logout'));
    }
  }

  let body: ReactNode;
  if (!session.checked) {
    body = (
      <div className="login-gate__pending" aria-busy="true">
        <span className="visually-hidden">Checking whether you are logged in…</span>
      </div>
    );
  } else if (allowed) {
    body = (
      <>
        <div className="session-bar">
          <span>Logged in</span>
          <button type="button" className="button secondary" onClick={() => void logOut()}>
            Log out
          </button>
        </div>
        <div ref={content} tabIndex={-1} className="login-gate__content">
          {props.children}
        </div>
      </>
    );
  } else {
    body = (
      <LoginForm
        title={props.title}
        heading={props.heading ?? props.title}
        username={props.fixedUsername ?? props.user}
        focusOnMount={moveFocus}
        onAttempt={() => setMoveFocus(true)}
      />
    );
  }
  return (
    <>
      {body}
      <Toaster />
    </>
  );
}
