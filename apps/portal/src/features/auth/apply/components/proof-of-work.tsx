/// <reference types="altcha/types/react" />
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AltchaWidgetElement } from 'altcha';
import { registrationChallenge } from '@affiliate/contract/endpoints/applications';
import { Button } from '@/components/ui/button';
import { readApiFailure } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n/language';
import { fetchChallenge } from '../api/applications';
import { loadAltcha, setAltchaTexts } from '../lib/load-altcha';

/** The section's id: the form moves the focus to the widget's checkbox when the check is missing. */
export const PROOF_OF_WORK_ID = 'proof-of-work';

/** The widget's checkbox, for the focus. */
export function focusProofOfWork(): void {
  document.querySelector<HTMLInputElement>(`#${PROOF_OF_WORK_ID} input[type="checkbox"]`)?.focus();
}

type CheckState = 'loading' | 'idle' | 'verifying' | 'verified' | 'failed' | 'unavailable';

/** The widget's methods exist once it has mounted itself, a moment after it is in the page. */
async function whenReady(element: AltchaWidgetElement): Promise<boolean> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (typeof element.configure === 'function' && typeof element.verify === 'function') return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/**
 * The proof of work that holds bots off (issue 38): ALTCHA's self-hosted widget solves the gateway's
 * challenge in Web Workers as soon as the form shows, without asking anything of the person, and hands
 * its payload to the form. The challenge comes through the portal's own client (callEndpoint: its
 * gateway address and headers), fed to the widget as its `fetch`, so each run, a retry and the new
 * challenge after an expiry or a refused application each get a fresh one. The widget's own label
 * follows its state; a status line of ours says the same to screen readers (the widget announces
 * nothing), and a failure is told with a way to run the check again.
 */
export function ProofOfWork({
  onPayload,
  attempt,
  error,
}: {
  /** The solved challenge's payload, or null while there is none. */
  onPayload: (payload: string | null) => void;
  /** A new value runs the check again on a new challenge (after the gateway refused an application). */
  attempt: number;
  /** The form's message about the check (missing, or refused by the gateway). */
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const widget = useRef<AltchaWidgetElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<CheckState>('loading');
  const [reason, setReason] = useState('');
  const onPayloadRef = useRef(onPayload);
  useEffect(() => {
    onPayloadRef.current = onPayload;
  });

  const language = currentLanguage();
  // ALTCHA looks its languages up in lower case; the pseudo-language's texts go under English.
  const widgetLanguage = language === 'pseudo' ? 'en' : language.toLowerCase();
  const texts = {
    label: t`I am not a robot`,
    loading: t`Loading…`,
    verifying: t`Checking…`,
    verified: t`Check passed`,
    error: t`The check failed. Run it again.`,
    expired: t`The check expired. It runs again.`,
    verificationRequired: t`Wait for the check to finish.`,
    waitAlert: t`Checking… please wait.`,
  };
  const textsKey = JSON.stringify(texts);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setLoaded(true),
      () => live && setState('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);

  // The widget's texts in the language shown, again when it changes.
  useEffect(() => {
    if (!loaded) return;
    setAltchaTexts(widgetLanguage, JSON.parse(textsKey) as typeof texts);
  }, [loaded, widgetLanguage, textsKey]);

  // Once the widget is in the page: listen to it, configure it and start.
  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    let live = true;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (detail.state === 'verified' && detail.payload) {
        setState('verified');
        onPayloadRef.current(detail.payload);
        return;
      }
      onPayloadRef.current(null);
      if (detail.state === 'verifying') setState('verifying');
      else if (detail.state === 'error') setState('failed');
      // Unticked by the visitor: nothing runs until they tick it again.
      else if (detail.state === 'unverified') setState('idle');
    };
    // A challenge lasts ten minutes: a form left open gets a new one, solved again.
    const onExpired = () => void element.verify();
    element.addEventListener('statechange', onStateChange);
    element.addEventListener('expired', onExpired);
    const challengeFetch = async (): Promise<Response> => {
      try {
        const challenge = await fetchChallenge();
        setReason('');
        return new Response(JSON.stringify(challenge), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      } catch (failure) {
        // Said in the status line (a rate limit, no connection); the widget shows its own failure.
        setReason(readApiFailure(failure).message);
        throw failure;
      }
    };
    void whenReady(element).then(async (ready) => {
      if (!live) return;
      if (!ready) {
        setState('unavailable');
        return;
      }
      await element.configure({
        challenge: registrationChallenge.path,
        fetch: challengeFetch as typeof fetch,
        hideFooter: true,
        hideLogo: true,
        // No pointer and scroll collection: the gateway asks for none.
        humanInteractionSignature: false,
        // The checkbox stays where the visitor tabs to it; the check never takes the focus.
        disableAutoFocus: true,
      });
      if (live) void element.verify();
    });
    return () => {
      live = false;
      element.removeEventListener('statechange', onStateChange);
      element.removeEventListener('expired', onExpired);
    };
  }, [loaded]);

  // A new attempt: the gateway spent or refused the last challenge.
  const firstAttempt = useRef(attempt);
  useEffect(() => {
    const element = widget.current;
    if (attempt === firstAttempt.current || !element || typeof element.verify !== 'function') return;
    element.reset();
    void element.verify();
  }, [attempt]);

  const runAgain = () => {
    const element = widget.current;
    if (!element || typeof element.verify !== 'function') return;
    element.reset();
    void element.verify();
  };

  const status =
    state === 'verified'
      ? t`Check complete.`
      : state === 'failed'
        ? [t`The automatic check did not work.`, reason].filter(Boolean).join(' ')
        : state === 'unavailable'
          ? t`The check could not be loaded. Check your connection and reload the page.`
          : state === 'idle'
            ? t`Tick “I am not a robot” to run the check.`
            : t`Checking automatically that a person is filling in this form…`;
  const visible = state === 'failed' || state === 'unavailable';

  return (
    <div
      id={PROOF_OF_WORK_ID}
      role="group"
      aria-labelledby={`${PROOF_OF_WORK_ID}-title`}
      aria-describedby={`${PROOF_OF_WORK_ID}-hint`}
      className="flex flex-col gap-2"
    >
      <p id={`${PROOF_OF_WORK_ID}-title`} className="text-sm font-medium text-ink">
        <Trans>Security check</Trans>
      </p>
      <p id={`${PROOF_OF_WORK_ID}-hint`} className="text-xs text-muted">
        <Trans>
          Your browser solves a small puzzle that keeps bots away: nothing to do, it takes a few seconds.
        </Trans>
      </p>
      {loaded && (
        <altcha-widget
          ref={widget}
          name="altcha"
          language={widgetLanguage}
          style={{
            '--altcha-max-width': '100%',
            '--altcha-border-color': 'var(--color-line)',
            '--altcha-border-radius': '0.5rem',
            '--altcha-color-base': 'var(--color-surface)',
            '--altcha-color-base-content': 'var(--color-ink)',
            '--altcha-color-error': 'var(--color-error-ink)',
            '--altcha-color-success': 'var(--color-success-ink)',
            '--altcha-color-primary': 'var(--color-ink)',
            '--altcha-checkbox-border-color': 'var(--color-muted)',
            '--altcha-checkbox-outline': '3px solid var(--color-info-ink)',
          }}
        />
      )}
      <div role="status" className={visible ? 'text-sm text-error-ink' : 'sr-only'}>
        {status}
      </div>
      {state === 'failed' && (
        <div>
          <Button variant="secondary" size="sm" onClick={runAgain}>
            <Trans>Run the check again</Trans>
          </Button>
        </div>
      )}
      {error && <p className="text-sm text-error-ink">{error}</p>}
    </div>
  );
}
