/**
 * `pnpm run token [--subject=name] [--ttl=seconds] [--carrier=id] [permission ...]`: prints a
 * token signed by the dev issuer of `pnpm start` (its key in DATA_DIR), with every permission
 * when none is named; `--carrier` scopes it to that carrier (claim `carrier_id`, ADR 0081).
 */
import { DevIssuer } from './dev-issuer.ts';
import { devIssuerLocation, launcherSettings } from './launcher-settings.ts';
import { allPermissions } from './permissions.ts';

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
const location = devIssuerLocation(process.env, settings);
const issuer = DevIssuer.persistent(location.keyDir, location.issuer);
// On standard error, so that `TOKEN=$(pnpm --silent run token)` takes the token alone.
process.stderr.write(`token signed by the dev issuer ${location.issuer} (key in ${location.keyDir})\n`);
const ttl = Number(option('ttl') ?? 12 * 3600);
const carrier = option('carrier');
process.stdout.write(
  `${issuer.sign({
    subject: option('subject') ?? 'dev-user',
    permissions: named.length > 0 ? named : known,
    expiresIn: ttl,
    ...(carrier ? { claims: { carrier_id: carrier } } : {}),
  })}\n`,
);
