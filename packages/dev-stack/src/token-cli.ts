/**
 * `pnpm run token [--subject=name] [--ttl=seconds] [permission ...]`: prints a token signed by the
 * dev issuer of `pnpm start` (its key in DATA_DIR), with every permission when none is named.
 */
import path from 'node:path';
import { DevIssuer } from './dev-issuer.ts';
import { launcherSettings } from './launcher-settings.ts';
import { allPermissions, REPO_ROOT } from './permissions.ts';

const settings = launcherSettings(process.env);
if (settings.OAUTH_ISSUER) {
  process.stderr.write(
    'OAUTH_ISSUER names a real identity provider: get tokens from it, not from pnpm run token.\n',
  );
  process.exit(2);
}
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const named = args.filter((a) => !a.startsWith('--'));
const known = allPermissions();
const unknown = named.filter((p) => !known.includes(p));
if (unknown.length > 0) {
  process.stderr.write(`Unknown permission(s): ${unknown.join(', ')}\nKnown:\n  ${known.join('\n  ')}\n`);
  process.exit(2);
}
const issuer = DevIssuer.persistent(
  path.join(path.resolve(REPO_ROOT, settings.DATA_DIR), 'dev-issuer'),
  `http://127.0.0.1:${settings.DEV_ISSUER_PORT}`,
);
const ttl = Number(option('ttl') ?? 12 * 3600);
process.stdout.write(
  `${issuer.sign({ subject: option('subject') ?? 'dev-user', permissions: named.length > 0 ? named : known, expiresIn: ttl })}\n`,
);
