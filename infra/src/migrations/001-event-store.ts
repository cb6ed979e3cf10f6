/**
 * The event log. Appends run in `bimp_append`, one statement per batch of appends: it takes a
 * transaction-level advisory lock before taking positions, so commit order equals position order and a
 * reader paging `global_position > last` can never pass an event that commits later (DESIGN.md §3).
 * The lock is held only for the statement and its commit; the services batch concurrent appends into one
 * call (group commit), so the lock costs one round trip per batch, not per command.
 */
export const eventStoreMigration = `
CREATE SEQUENCE IF NOT EXISTS events_position_seq CACHE 1;

CREATE TABLE IF NOT EXISTS events (
  global_position bigint PRIMARY KEY,
  stream_id       text NOT NULL,
  stream_version  integer NOT NULL,
  type            text NOT NULL,
  schema_version  integer NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  UNIQUE (stream_id, stream_version)
);

-- Lookup keys (e.g. 'milestone:42') naming the stream that owns an entity; written with the append.
CREATE TABLE IF NOT EXISTS stream_keys (
  key       text PRIMARY KEY,
  stream_id text NOT NULL
);

CREATE OR REPLACE FUNCTION bimp_events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'events are append-only: % is not allowed', TG_OP;
END $fn$;

DROP TRIGGER IF EXISTS events_no_update ON events;
CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION bimp_events_are_immutable();
DROP TRIGGER IF EXISTS events_no_truncate ON events;
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION bimp_events_are_immutable();

-- p_appends: [{stream_id, expected (int or null = any), keys: [text], events: [{type, schema_version, data, metadata}]}]
-- returns one entry per append: {ok: true, first, last, version} or {ok: false, actual}
CREATE OR REPLACE FUNCTION bimp_append(p_appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  a jsonb;
  current_version integer;
  event_count integer;
  first_position bigint;
  answers jsonb := '[]'::jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7262001);
  FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
    SELECT coalesce(max(stream_version), 0) INTO current_version FROM events WHERE stream_id = a->>'stream_id';
    IF jsonb_typeof(a->'expected') = 'number' AND current_version <> (a->>'expected')::integer THEN
      answers := answers || jsonb_build_array(jsonb_build_object('ok', false, 'actual', current_version));
      CONTINUE;
    END IF;
    event_count := jsonb_array_length(a->'events');
    first_position := nextval('events_position_seq');
    IF event_count > 1 THEN
      PERFORM setval('events_position_seq', first_position + event_count - 1);
    END IF;
    INSERT INTO events (global_position, stream_id, stream_version, type, schema_version, data, metadata)
    SELECT first_position + e.ord - 1, a->>'stream_id', current_version + e.ord::integer, e.value->>'type',
           coalesce((e.value->>'schema_version')::integer, 1), e.value->'data', e.value->'metadata'
      FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS e(value, ord);
    INSERT INTO stream_keys (key, stream_id)
    SELECT k.value, a->>'stream_id' FROM jsonb_array_elements_text(coalesce(a->'keys', '[]'::jsonb)) AS k(value)
    ON CONFLICT (key) DO NOTHING;
    answers := answers || jsonb_build_array(jsonb_build_object(
      'ok', true, 'first', first_position, 'last', first_position + event_count - 1,
      'version', current_version + event_count));
  END LOOP;
  PERFORM pg_notify('bimp_appended', '');
  RETURN answers;
END $fn$;
`
