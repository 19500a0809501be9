import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { TextField, type TextFieldProps } from './field';

interface OneTimeCodeTexts {
  /** Why a code is needed, shown before one is sent. */
  why?: ReactNode;
  send: string;
  sending: string;
  resend: string;
  label: string;
  hint?: string;
}

interface OneTimeCodeProps {
  texts: OneTimeCodeTexts;
  /** The server's "we sent a code to …" once a code went, or null before. */
  sentMessage: string | null;
  sending: boolean;
  /** Why the last sending failed, if it did. */
  sendError?: string;
  onSend: () => void;
  /** The code field's props (a form's register, or value and onChange), with its message. */
  field: Omit<TextFieldProps, 'label' | 'hint' | 'type' | 'inputMode' | 'autoComplete'>;
  className?: string;
}

/**
 * A code e-mailed on request: "Send code", where it went (announced), then the code's field (numeric,
 * filled by the device from the message where it can), with "Send a new code". Focus moves to the field
 * when a code is sent. What sends it, and to whom, is the caller's.
 */
export function OneTimeCode({
  texts,
  sentMessage,
  sending,
  sendError,
  onSend,
  field,
  className,
}: OneTimeCodeProps) {
  const box = useRef<HTMLDivElement>(null);
  const sent = sentMessage !== null;
  useEffect(() => {
    if (sentMessage !== null) box.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [sentMessage]);
  const { error, ...input } = field;
  return (
    <div ref={box} className={className}>
      <div className="space-y-2">
        {!sent && (
          <>
            {texts.why && <p className="text-sm text-muted">{texts.why}</p>}
            <Button variant="outline" onClick={onSend} disabled={sending}>
              {sending ? texts.sending : texts.send}
            </Button>
            {error && <p className="text-sm font-medium text-destructive">{error}</p>}
          </>
        )}
        {/* Mounted from the start, so that where the code went is announced when it arrives. */}
        <p role="status" className={sent ? 'text-sm' : 'sr-only'}>
          {sentMessage}
        </p>
        {sendError && <Alert variant="destructive">{sendError}</Alert>}
        {sent && (
          <>
            <TextField
              {...input}
              label={texts.label}
              hint={texts.hint}
              error={error}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              spellCheck={false}
            />
            <Button variant="link" onClick={onSend} disabled={sending}>
              {sending ? texts.sending : texts.resend}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
