import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTS } from '../../lib/toasts.ts';
import { WriteError } from '../repositories/write-error.ts';
import { toaster } from '../toaster.ts';
import { reportFailure, type RefusalWording } from './write.ts';

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

const IN_USE = 'No se puede eliminar el área: tiene 2 mesa(s) asignada(s)';
const zodLike = Object.assign(new Error('[]'), { name: 'ZodError', issues: [{ message: 'El nombre es obligatorio' }] });

describe('reportFailure: the one mapping from a failed write to its toast', () => {
  it.each<[string, unknown, RefusalWording, string, boolean]>([
    ['a refusal, back office', new WriteError('refused', IN_USE), 'reason', IN_USE, false],
    ['a refusal, catalogue', new WriteError('refused', 'Solo gerencia'), 'after-failure', 'No se pudo crear el producto. No permitido: Solo gerencia', false],
    ['a refusal, task screen', new WriteError('refused', 'Cambio de estado no permitido'), 'none', 'No se pudo crear el producto', true],
    ['invalid values', zodLike, 'reason', 'No se pudo crear el producto', true],
    ['a revision conflict', Object.assign(new Error('conflict'), { status: 409 }), 'after-failure', 'No se pudo crear el producto', true],
  ])('%s', (_case, error, refusal, description, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportFailure({ channel: 'app', failed: TOASTS.productCreateFailed, refusal }, error);
    const [toast] = toaster.getVisibleToasts();
    expect(toast).toMatchObject({ title: 'Error', description, type: 'error' });
    expect(warn).toHaveBeenCalledTimes(logged ? 1 : 0);
  });
});
