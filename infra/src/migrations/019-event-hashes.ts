/**
 * Tamper evidence (issue 11, docs/audit.md): every event stores `hash`, a SHA-256 over its stored content
 * chained to the previous event of its stream, and `prev_hash`, that previous event's hash.
 *
 * The formula, in ONE place, `bimp_event_hash` (used by the append, the backfill below and the check in
 * infra/src/event-store/verify-chain.ts):
 *
 *   hash = sha256(prev_hash || convert_to(concat_ws(E'\n',
 *            global_position, to_json(stream_id), stream_version, to_json(type), schema_version,
 *            to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
 *            data, metadata), 'UTF8'))
 *
 *   prev_hash = the hash of the stream's event at stream_version - 1; empty ('\x') for version 1.
 *
 * So the hashed text is eight lines: the numbers in decimal, stream id and type as JSON strings, the time in
 * UTC to the microsecond (what timestamptz stores; never the session's time zone), data and metadata in
 * jsonb's text form. Each part is canonical (a jsonb value has one text form: keys sorted, fixed spacing),
 * none can hold a line break (JSON escapes it), and every column is NOT NULL: one content, one text. (A
 * plain concatenation, not a jsonb array: building one copies data and metadata again, a third more work
 * per event for the check.) The personal fields inside `data` are hashed as stored, i.e. sealed: erasing a
 * person deletes their key and leaves every stored byte, and so every hash, as it was.
 *
 * `bimp_append` is the one of 005 plus the hashes: it looks up the stream's last hash with its version (the
 * same index lookup), chains the batch's events in a loop, and inserts them in one statement as before.
 * `recorded_at` is written explicitly (the transaction's now(), what the default gave) so the hash covers the
 * stored value.
 *
 * Existing events get their hashes here, stream by stream in version order, in pages of 10,000 rows. The
 * update is the one allowed change of stored events: the immutability trigger is disabled for it and enabled
 * again in the same transaction (migrate.ts runs a migration in one transaction under its lock).
 */
export const eventHashesMigration = `
ALTER TABLE events ADD COLUMN IF NOT EXISTS hash bytea;
ALTER TABLE events ADD COLUMN IF NOT EXISTS prev_hash bytea;

-- STABLE, not IMMUTABLE: to_char, to_json and concat_ws are stable, and a SQL function whose body is no more
-- volatile than it says is inlined into the query that calls it (a verification of millions of rows).
CREATE OR REPLACE FUNCTION bimp_event_hash(
  p_prev_hash bytea, p_global_position bigint, p_stream_id text, p_stream_version integer, p_type text,
  p_schema_version integer, p_recorded_at timestamptz, p_data jsonb, p_metadata jsonb
) RETURNS bytea LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT sha256(p_prev_hash || convert_to(concat_ws(E'\\n',
    p_global_position, to_json(p_stream_id), p_stream_version, to_json(p_type), p_schema_version,
    to_char(p_recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    p_data, p_metadata), 'UTF8'))
$fn$;

CREATE OR REPLACE FUNCTION bimp_backfill_event_hashes() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
  previous_stream text := NULL;
  previous_hash bytea := '\\x';
  this_hash bytea;
  positions bigint[] := '{}';
  hashes bytea[] := '{}';
  prev_hashes bytea[] := '{}';
BEGIN
  FOR r IN SELECT global_position, stream_id, stream_version, type, schema_version, recorded_at, data, metadata
             FROM events ORDER BY stream_id, stream_version LOOP
    IF r.stream_id IS DISTINCT FROM previous_stream THEN
      previous_hash := '\\x';
      previous_stream := r.stream_id;
    END IF;
    this_hash := bimp_event_hash(previous_hash, r.global_position, r.stream_id, r.stream_version, r.type,
                                 r.schema_version, r.recorded_at, r.data, r.metadata);
    positions := array_append(positions, r.global_position);
    hashes := array_append(hashes, this_hash);
    prev_hashes := array_append(prev_hashes, previous_hash);
    previous_hash := this_hash;
    IF cardinality(positions) >= 10000 THEN
      UPDATE events e SET hash = u.hash, prev_hash = u.prev_hash
        FROM unnest(positions, hashes, prev_hashes) AS u(global_position, hash, prev_hash)
       WHERE e.global_position = u.global_position;
      positions := '{}'; hashes := '{}'; prev_hashes := '{}';
    END IF;
  END LOOP;
  UPDATE events e SET hash = u.hash, prev_hash = u.prev_hash
    FROM unnest(positions, hashes, prev_hashes) AS u(global_position, hash, prev_hash)
   WHERE e.global_position = u.global_position;
END $fn$;

ALTER TABLE events DISABLE TRIGGER events_no_update;
SELECT bimp_backfill_event_hashes();
ALTER TABLE events ENABLE TRIGGER events_no_update;
DROP FUNCTION bimp_backfill_event_hashes();

-- p_appends: [{stream_id, expected (int or null = any), keys, reserve, release: [text], events: [{type, schema_version, data, metadata}]}]
-- returns one entry per append: {ok: true, first, last, version}, {ok: false, actual} or {ok: false, taken}
CREATE OR REPLACE FUNCTION bimp_append(p_appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  a jsonb;
  e record;
  current_version integer;
  last_hash bytea;
  event_count integer;
  first_position bigint;
  taken_key text;
  recorded timestamptz := now();
  hashes bytea[];
  prev_hashes bytea[];
  answers jsonb := '[]'::jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7262001);
  FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
    -- The stream's last event: its version for the check, its hash for the chain (one index lookup).
    SELECT ev.stream_version, coalesce(ev.hash, '\\x') INTO current_version, last_hash
      FROM events ev WHERE ev.stream_id = a->>'stream_id' ORDER BY ev.stream_version DESC LIMIT 1;
    current_version := coalesce(current_version, 0);
    last_hash := coalesce(last_hash, '\\x');
    IF jsonb_typeof(a->'expected') = 'number' AND current_version <> (a->>'expected')::integer THEN
      answers := answers || jsonb_build_array(jsonb_build_object('ok', false, 'actual', current_version));
      CONTINUE;
    END IF;
    -- Most appends reserve and release nothing: skip both lookups then (and look keys up by the primary key).
    IF jsonb_array_length(coalesce(a->'reserve', '[]'::jsonb)) > 0 THEN
      SELECT k.key INTO taken_key
        FROM stream_keys k
       WHERE k.key = ANY (ARRAY(SELECT jsonb_array_elements_text(a->'reserve')))
         AND k.stream_id <> a->>'stream_id'
       LIMIT 1;
      IF taken_key IS NOT NULL THEN
        answers := answers || jsonb_build_array(jsonb_build_object('ok', false, 'taken', taken_key));
        CONTINUE;
      END IF;
    END IF;
    IF jsonb_array_length(coalesce(a->'release', '[]'::jsonb)) > 0 THEN
      DELETE FROM stream_keys
       WHERE key = ANY (ARRAY(SELECT jsonb_array_elements_text(a->'release')))
         AND stream_id = a->>'stream_id';
    END IF;
    event_count := jsonb_array_length(a->'events');
    first_position := nextval('events_position_seq');
    IF event_count > 1 THEN
      PERFORM setval('events_position_seq', first_position + event_count - 1);
    END IF;
    -- Each event's hash needs the one before it: chain them here, then insert the batch in one statement.
    hashes := '{}';
    prev_hashes := '{}';
    FOR e IN SELECT t.value, t.ord FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS t(value, ord) LOOP
      prev_hashes := array_append(prev_hashes, last_hash);
      last_hash := bimp_event_hash(last_hash, first_position + e.ord - 1, a->>'stream_id', current_version + e.ord::integer,
                                   e.value->>'type', coalesce((e.value->>'schema_version')::integer, 1), recorded,
                                   e.value->'data', e.value->'metadata');
      hashes := array_append(hashes, last_hash);
    END LOOP;
    INSERT INTO events (global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at, hash, prev_hash)
    SELECT first_position + t.ord - 1, a->>'stream_id', current_version + t.ord::integer, t.value->>'type',
           coalesce((t.value->>'schema_version')::integer, 1), t.value->'data', t.value->'metadata', recorded,
           hashes[t.ord], prev_hashes[t.ord]
      FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS t(value, ord);
    INSERT INTO stream_keys (key, stream_id)
    SELECT k.value, a->>'stream_id'
      FROM jsonb_array_elements_text(coalesce(a->'keys', '[]'::jsonb) || coalesce(a->'reserve', '[]'::jsonb)) AS k(value)
    ON CONFLICT (key) DO NOTHING;
    answers := answers || jsonb_build_array(jsonb_build_object(
      'ok', true, 'first', first_position, 'last', first_position + event_count - 1,
      'version', current_version + event_count));
  END LOOP;
  PERFORM pg_notify('bimp_appended', '');
  RETURN answers;
END $fn$;
`
