import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EmailTakenError, type Accounts } from './accounts.ts';

export interface FirstAdminOptions {
  email: string;
  password: string | undefined;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Where the operator reads a generated password (the console by default). */
  announce?: (text: string) => void;
}

const announceOnConsole = (text: string) => {
  process.stdout.write(`${text}\n`);
};

/**
 * First start with no accounts: creates the admin from `ADMIN_EMAIL` / `ADMIN_PASSWORD`, or with a
 * generated password printed once. Restarts find an account and do nothing; gateways starting
 * together race on the e-mail claim, so exactly one creates (and prints) the admin.
 */
export async function ensureFirstAdmin(accounts: Accounts, opts: FirstAdminOptions): Promise<boolean> {
  if (await accounts.hasAny()) return false;
  const generated = opts.password === undefined;
  const password = opts.password ?? randomBytes(12).toString('base64url');
  try {
    await accounts.create({ email: opts.email, password, role: 'admin', firstName: 'Administrador' });
  } catch (err) {
    if (err instanceof EmailTakenError) return false;
    throw err;
  }
  opts.log.info({ email: opts.email }, 'first admin account created');
  if (generated) {
    const announce = opts.announce ?? announceOnConsole;
    announce(
      [
        '',
        '==================================================================',
        ' Cuenta de administrador creada (esta contraseña no se mostrará más)',
        `   correo:     ${opts.email}`,
        `   contraseña: ${password}`,
        '==================================================================',
        '',
      ].join('\n'),
    );
  }
  return true;
}
