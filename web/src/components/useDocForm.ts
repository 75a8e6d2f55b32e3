import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DocType } from '@restaurantpro/schema';
import type { RefusalWording } from '../data/writes/write.ts';
import { useBackOfficeWriter, type RepositoryWrite } from '../data/writes/useBackOfficeWriter.ts';
import type { ToastText } from '../lib/toasts.ts';

/**
 * The form of a back-office 'Nuevo…' / 'Editar…' dialog: react-hook-form judged by the shared input
 * schema, and a submit that writes through the repository with the spec's toasts, then closes the
 * dialog. A refused write keeps the dialog open with what was typed.
 */
export function useDocForm<V extends FieldValues, O, I, R>({
  type,
  refusal,
  schema,
  defaultValues,
  save,
  inputOf,
  done,
  failed,
  onClose,
}: {
  type: DocType;
  refusal?: RefusalWording;
  schema: z.ZodType<O, V>;
  defaultValues: DefaultValues<V>;
  save: RepositoryWrite<I, R>;
  /** The repository's input for the validated values. */
  inputOf: (values: O) => I;
  done: ToastText;
  failed: ToastText;
  /** Closes the dialog: on 'Cancelar', and once the write is stored. */
  onClose: () => void;
}) {
  const writer = useBackOfficeWriter(type, refusal);
  const form = useForm<V, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    if (await writer.run(save, inputOf(values), done, failed)) onClose();
  });
  return {
    form,
    errors: form.formState.errors,
    /** FormDialog's props: whether it is saving, the submit, and the close. */
    dialog: {
      submitting: form.formState.isSubmitting,
      onSubmit: (event: BaseSyntheticEvent) => void submit(event),
      onClose,
    },
  };
}
