import { useState } from 'react';
import { placeRefusal, type FieldErrors, type FormRefusal, type Parsed } from '../lib/form-refusal.ts';

/** What sending a form came to: the server's answer, or its refusal. */
export type SendOutcome<R> = { ok: true; value: R } | { ok: false; refusal: FormRefusal };

/**
 * A small form sent to the gateway (an account, a password, a PIN): typed values, each field's
 * error, the gateway's refusal and whether it is sending. `field(name)` wires an input; typing
 * clears that field's error. `submit` checks the values with the form's rules first, sends only
 * when they pass, and puts a refusal under the field it names or below the fields.
 */
export function useSecretForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((now) => ({ ...now, [name]: value }));
      setErrors((now) => (now[name] === undefined ? now : { ...now, [name]: undefined }));
    },
  });

  const submit = async <T, R>(
    parse: (values: V) => Parsed<V, T>,
    send: (value: T) => Promise<SendOutcome<R>>,
    done: (answer: R) => void,
  ): Promise<void> => {
    const parsed = parse(values);
    setRefusal(null);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const outcome = await send(parsed.value);
    setSubmitting(false);
    if (outcome.ok) {
      done(outcome.value);
      return;
    }
    const placed = placeRefusal(outcome.refusal, values);
    setErrors(placed.errors);
    setRefusal(placed.refusal);
  };

  /** FormDialog's props for this form: whether it is sending, the refusal, and `send` on submit. */
  const dialog = (send: () => Promise<void>) => ({
    submitting,
    refusal,
    onSubmit: () => void send(),
  });

  return { values, errors, refusal, submitting, field, submit, dialog, reset: () => setValues(initial) };
}
