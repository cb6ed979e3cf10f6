/**
 * Identity on the write side: per-user keys for crypto-shredding, unique keys (e-mail, provider subject)
 * reserved with the append, organisation ids, and a partial index for reading only identity events.
 * (Credentials and tokens are in 006; the read models of users and organisations in 007.)
 *
 * `bimp_append` is replaced by the same function plus reservations: an append may `reserve` keys that no
 * other stream may hold (checked under the append's advisory lock, so two appends can never both take one
 * key) and `release` keys of its own stream. A refused reservation writes nothing of that append and
 * answers `{ok: false, taken: key}`; the other appends of the batch go on as before.
 */
export const identityMigration = `
CREATE TABLE IF NOT EXISTS personal_keys (
  usr_id bigint PRIMARY KEY,
  key    text NOT NULL
);

CREATE SEQUENCE IF NOT EXISTS ids_organisation INCREMENT BY 20 START WITH 1;

CREATE INDEX IF NOT EXISTS events_identity_idx ON events (global_position)
  WHERE stream_id LIKE 'user-%' OR stream_id LIKE 'organisation-%';

-- p_appends: [{stream_id, expected (int or null = any), keys, reserve, release: [text], events: [{type, schema_version, data, metadata}]}]
-- returns one entry per append: {ok: true, first, last, version}, {ok: false, actual} or {ok: false, taken}
CREATE OR REPLACE FUNCTION bimp_append(p_appends jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  a jsonb;
  current_version integer;
  event_count integer;
  first_position bigint;
  taken_key text;
  answers jsonb := '[]'::jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7262001);
  FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
    SELECT coalesce(max(stream_version), 0) INTO current_version FROM events WHERE stream_id = a->>'stream_id';
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
    INSERT INTO events (global_position, stream_id, stream_version, type, schema_version, data, metadata)
    SELECT first_position + e.ord - 1, a->>'stream_id', current_version + e.ord::integer, e.value->>'type',
           coalesce((e.value->>'schema_version')::integer, 1), e.value->'data', e.value->'metadata'
      FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS e(value, ord);
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
