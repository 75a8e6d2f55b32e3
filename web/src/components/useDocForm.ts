import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { DocType } from '@restaurantpro/schema';
import { refOf } from '../data/repositories/orders.ts';
import type { RefusalWording } from '../data/writes/write.ts';
import { useBackOfficeWriter, type RepositoryWrite } from '../data/writes/useBackOfficeWriter.ts';
import type { ToastText } from '../lib/toasts.ts';
import type { RegisteredField } from './FormInput.tsx';

/** What a dialog says in one mode: its title, its button ('Crear' / 'Actualizar' unless said), its toasts. */
export interface ModeWording {
  title: string;
  submitLabel?: string;
  done: ToastText;
  failed: ToastText;
}

/** What a back-office dialog says when it creates a document, and when it edits one. */
export interface DocDialogWording {
  create: ModeWording;
  edit: ModeWording;
}

/**
 * What one kind of back-office dialog writes: the document type (its replica and who may write it),
 * the shared input schema that judges the form, and the repository write with its input.
 */
export interface DocWrite<V extends FieldValues, O, D extends { _id: string }, I, R> {
  type: DocType;
  refusal?: RefusalWording;
  schema: z.ZodType<O, V>;
  save: RepositoryWrite<I, R>;
  /** The repository's input for the validated values and the document being edited (null: a new one). */
  inputOf: (values: O, doc: D | null) => I;
}

/** A repository input of the usual shape: the values, and the edited document's reference (null: new). */
export interface DocEdit<O> {
  id: string | null;
  values: O;
}

/** The usual DocWrite: `type` checked by `schema`, saved by a repository write taking a DocEdit. */
export function docWrite<V extends FieldValues, O, R>(
  type: DocType,
  schema: z.ZodType<O, V>,
  save: RepositoryWrite<DocEdit<O>, R>,
): DocWrite<V, O, { _id: string }, DocEdit<O>, R> {
  return { type, schema, save, inputOf: docEdit };
}

/** A DocWrite with its own repository input (or refusal wording), its types read from its parts. */
export function customDocWrite<V extends FieldValues, O, D extends { _id: string }, I, R>(
  write: DocWrite<V, O, D, I, R>,
): DocWrite<V, O, D, I, R> {
  return write;
}

/** The DocEdit of `values` for `doc`: its reference, or null for a new document. */
export function docEdit<O>(values: O, doc: { _id: string } | null): DocEdit<O> {
  return { id: doc ? refOf(doc) : null, values };
}

const SUBMIT_LABEL = { create: 'Crear', edit: 'Actualizar' } as const;

/**
 * The form of a back-office 'Nuevo…' / 'Editar…' dialog for `doc` (null: a new one): react-hook-form
 * judged by the write's input schema, and a submit that writes through the repository with the
 * wording's toasts, then closes the dialog. A refused write keeps the dialog open with what was typed.
 * `dialog` is FormDialog's props, its title and button worded for the mode.
 */
export function useDocForm<V extends FieldValues, O, D extends { _id: string }, I, R>(
  write: DocWrite<V, O, D, I, R>,
  wording: DocDialogWording,
  doc: D | null,
  defaultValues: DefaultValues<V>,
  /** Closes the dialog: on 'Cancelar', and once the write is stored. */
  onClose: () => void,
) {
  const mode = doc === null ? 'create' : 'edit';
  const says = wording[mode];
  const writer = useBackOfficeWriter(write.type, write.refusal);
  const form = useForm<V, unknown, O>({ resolver: zodResolver(write.schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    if (await writer.run(write.save, write.inputOf(values, doc), says.done, says.failed)) onClose();
  });
  return {
    form,
    errors: form.formState.errors,
    /** A registered input and its Spanish error, for FormInput. */
    field: (name: Path<V>): RegisteredField => ({
      input: form.register(name),
      error: form.getFieldState(name, form.formState).error?.message,
    }),
    dialog: {
      title: says.title,
      submitLabel: says.submitLabel ?? SUBMIT_LABEL[mode],
      submitting: form.formState.isSubmitting,
      onSubmit: (event: BaseSyntheticEvent) => void submit(event),
      onClose,
    },
  };
}
