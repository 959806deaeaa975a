#!/bin/sh
# Prepares the platform's database with an owner (admin) role, before the services start:
# the extensions the schemas rely on, then for each service a login role with its password
# and a schema it owns. Each service then runs its own knex migrations in that schema at start.
# Idempotent: run it on every deployment (Kubernetes Job, compose one-shot service); running it
# again with new passwords rotates them.
#
# Reads DATABASE_ADMIN_URL (postgres://owner:...@host:port/database) and
# REFERENTIAL_DB_PASSWORD, RULES_DB_PASSWORD, SIV_DB_PASSWORD.
set -eu
export PGOPTIONS='-c client_min_messages=warning'

: "${DATABASE_ADMIN_URL:?DATABASE_ADMIN_URL must name the database with an owner role}"

attempt=0
until psql "$DATABASE_ADMIN_URL" --no-psqlrc -qtAc 'select 1' >/dev/null 2>&1; do
  attempt=$((attempt + 1))
  if [ "$attempt" -ge "${BOOTSTRAP_WAIT_SECONDS:-60}" ]; then
    echo "database not reachable after ${attempt} s" >&2
    exit 1
  fi
  sleep 1
done

psql "$DATABASE_ADMIN_URL" --no-psqlrc -q -v ON_ERROR_STOP=1 <<'SQL'
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
SQL

for service in referential rules siv; do
  case "$service" in
    referential) password="${REFERENTIAL_DB_PASSWORD:-}" ;;
    rules) password="${RULES_DB_PASSWORD:-}" ;;
    siv) password="${SIV_DB_PASSWORD:-}" ;;
  esac
  if [ -z "$password" ]; then
    echo "no database password given for $service" >&2
    exit 1
  fi
  # psql variables keep the password out of the command line and quote it (%L).
  psql "$DATABASE_ADMIN_URL" --no-psqlrc -q -v ON_ERROR_STOP=1 \
    -v role="$service" -v password="$password" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role')
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'role') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN PASSWORD %L', :'role', :'password') \gexec
-- CREATE on the database: the platform's migrator issues CREATE SCHEMA IF NOT EXISTS, which
-- Postgres checks against this privilege even when the schema exists.
SELECT format('GRANT CONNECT, CREATE ON DATABASE %I TO %I', current_database(), :'role') \gexec
SELECT format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', :'role', :'role') \gexec
SELECT format('ALTER SCHEMA %I OWNER TO %I', :'role', :'role') \gexec
SELECT format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', :'role') \gexec
SELECT format('ALTER ROLE %I SET search_path = %I, public', :'role', :'role') \gexec
SQL
  echo "database ready for $service"
done

# The role a request scoped to one carrier runs as (ADR 0081), taken by the referential within
# its transaction: the referential's migrations give it its rights and row-level security.
psql "$DATABASE_ADMIN_URL" --no-psqlrc -q -v ON_ERROR_STOP=1 <<'SQL'
SELECT 'CREATE ROLE transport_carrier_scope NOLOGIN NOINHERIT'
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'transport_carrier_scope') \gexec
GRANT transport_carrier_scope TO referential;
SQL
