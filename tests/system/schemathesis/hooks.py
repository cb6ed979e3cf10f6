"""Schemathesis hooks for tests/system/schemathesis.test.ts (loaded through SCHEMATHESIS_HOOKS).

`positive_data_acceptance` expects every request that satisfies the OpenAPI document to be accepted. Some
refusals depend on the stored data rather than on the request's shape, and no schema can say them: a body
naming an entity that does not exist (400 FOREIGN_ENTITY, spec section 3: "an id of another project"), a
mailed link's token that is unknown or used (400 TOKEN_INVALID), or a wrong current password when changing
it (400 WRONG_PASSWORD), an IFC name the version does not know in a picker's search (400 UNKNOWN_IFC_NAME).
A project diff's points (from, to) follow a pattern, but no pattern says which days and hours exist or that a
position starts at 1 (400 naming the parameter); the same holds for the timeline's span (from, to; and to
before from). Two rules depend on the request but no JSON Schema can say them: a requirement diff compares two activities
or two milestones, so its query names exactly one pair of ids (400 DIFF_SIDES; OpenAPI parameters cannot
depend on each other); a resequencing list names each id once, and a catalogue item's IFC mapping each IFC version once (the document says `uniqueItems`,
which only refuses exact repeats, and names the rule in its description); a requirement follows IDS 1.0's rules beyond its XSD, which
combine fields (a class or an applicability condition, a value with a data type, no requirements on a prohibited specification:
contracts/src/requirements/facet-rules.ts), answered as field errors of req_applicability or req_facets; an export's
fields go together (the scopes a format takes, exp_act_ids with the scope activities only, exp_prc_id with process
only, exp_ifc_version with IDS only: contracts/src/dto/export-dto.ts), answered as field errors of those fields. And a file
sent as a body is checked for what it holds, which a schema of bytes cannot say: an IDS file the official XSD refuses
(400 IDS_INVALID), an empty file (400 with details only of `file`), a document whose content is of no accepted type
(415 on POST /1.2/profile/documents: its type is decided by its content, not by the Content-Type sent). The client log
(POST /1.2/client-log) bounds each entry's JSON in bytes, which no JSON Schema keyword says (400
CLIENT_LOG_ENTRY_TOO_LARGE), nor the 64 kB a body may have in all (413 BODY_TOO_LARGE: its lists of lists of
texts allow far more), and limits entries per sender over time, which no request's shape decides (429
CLIENT_LOG_RATE once earlier examples used the sender's entries). This check is
the built-in one, except that it lets exactly these refusals pass; any other 400 of schema-valid data still fails.

`negative_data_rejection` expects every request that breaks the document to be refused. A file sent as a text body
(a CSV list, an IDS file) cannot break it by its type: whatever value is generated "of the wrong type" goes out as
its text, and that text is a file like any other, judged by what it holds (schemathesis knows this of text/plain and
application/octet-stream, not of text/csv or XML). That variant lets exactly such a body pass, and takes a client
log body refused for its size (413 BODY_TOO_LARGE) as refused, which it is; every other negative case is checked by
the built-in check.
"""

import re

import schemathesis
from schemathesis.core.parameters import ParameterLocation
from schemathesis.specs.openapi.checks import negative_data_rejection, positive_data_acceptance

# Refusals that depend on stored data, never on the request's shape.
DATA_DEPENDENT_CODES = {"FOREIGN_ENTITY", "TOKEN_INVALID", "WRONG_PASSWORD", "UNKNOWN_IFC_NAME"}
ENTITY_ID = re.compile(r"[a-z]{3}_id")
IFC_VERSION = re.compile(r"ifc_version")


def _internal_code(response):
    try:
        body = response.json()
    except Exception:
        return None
    return body.get("internal_code") if isinstance(body, dict) else None


def _list_repeats(items, keys):
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        return False
    for key in {key for item in items for key in item if keys.fullmatch(key)}:
        values = [item[key] for item in items if key in item]
        if len(values) != len({repr(value) for value in values}):
            return True
    return False


def _repeats_an_id(body):
    """A list of objects in which two name the same entity id (`mst_id`, `act_id`, `prc_id`; not a
    reference such as `mst_pha_id`, which many items may share), or an IFC mapping of a catalogue item
    (`elc_ifc`, `elt_ifc`, `pty_ifc`, …) that names one `ifc_version` twice: one entity per version, said by `uniqueItems` and the description."""
    if _list_repeats(body, ENTITY_ID):
        return True
    # Every IFC mapping of the catalogue (elc_ifc, elt_ifc, pty_ifc, vls_ifc, vli_ifc): one entry per version.
    return isinstance(body, dict) and any(_list_repeats(value, IFC_VERSION) for key, value in body.items() if key.endswith("_ifc"))


def _ids_rule(case, response):
    """A requirement refused for an IDS rule that combines fields (facet-rules.ts): its details name the facets."""
    if "/1.2/profile/requirements" not in case.path:
        return False
    try:
        details = response.json().get("details") or {}
    except Exception:
        return False
    return bool(details) and all(key.startswith(("req_applicability", "req_facets")) for key in details)


EXPORT_CHOICE_FIELDS = {"exp_scope", "exp_act_ids", "exp_prc_id", "exp_ifc_version"}


def _export_rule(case, response):
    """An export whose fields do not go together (export-dto.ts): its details name only those fields."""
    if case.path != "/1.2/profile/exports":
        return False
    try:
        details = response.json().get("details") or {}
    except Exception:
        return False
    return bool(details) and set(details) <= EXPORT_CHOICE_FIELDS


DIFF_POINT_FIELDS = {"from", "to"}


# Paths whose from and to follow a pattern that no pattern can make exact: the project diff's points, and the
# timeline's span (history-filter.ts: a day that does not exist, 25:00, or to before from).
POINT_PATHS = {
    "/1.2/profile/projects/{id}/diff",
    "/1.2/profile/projects/{id}/history",
    "/1.2/profile/projects/{id}/history.xlsx",
    "/1.2/profile/projects/{id}/history.csv",
}


def _diff_point(case, response):
    """A project diff's point or the timeline's span of the documented pattern that is no point (diff-points.ts,
    history-filter.ts: 2026-02-31, 25:00, position 0, to before from); its details name only from or to."""
    if case.path not in POINT_PATHS:
        return False
    try:
        details = response.json().get("details") or {}
    except Exception:
        return False
    return bool(details) and set(details) <= DIFF_POINT_FIELDS


def _as_of(case, response):
    """Time travel's point (as-of-middleware.ts) of the documented pattern that is no point (2026-02-31, position 0),
    or a list read as of a point that names no project (as_of needs one, which its description says): details
    name only as_of."""
    if "as_of" not in (case.query or {}):
        return False
    try:
        details = response.json().get("details") or {}
    except Exception:
        return False
    return set(details) == {"as_of"}


def _file_content(case, response):
    """A file body refused for what it holds (see the module's text)."""
    code = _internal_code(response)
    if response.status_code == 400 and code == "IDS_INVALID":
        return True
    if response.status_code == 415 and code == "UNSUPPORTED_MEDIA_TYPE" and case.path == "/1.2/profile/documents":
        return True
    if response.status_code == 400 and code == "VALIDATION":
        try:
            details = response.json().get("details") or {}
        except Exception:
            return False
        return set(details) == {"file"}
    return False


# The client log's refusals of schema-valid posts: an entry over its bytes, a sender over its rate.
CLIENT_LOG_BOUNDS = {(400, "CLIENT_LOG_ENTRY_TOO_LARGE"), (413, "BODY_TOO_LARGE"), (429, "CLIENT_LOG_RATE")}


# Media types of file bodies that are sent as text (contracts: the uploads' media types).
TEXT_FILE_MEDIA_TYPES = {"text/csv", "application/xml", "text/xml"}


@schemathesis.check
def negative_data_rejection_but_text_files(ctx, response, case):
    media_type = (case.media_type or "").split(";")[0].strip().lower()
    meta = case.meta
    if media_type in TEXT_FILE_MEDIA_TYPES and meta is not None and meta.is_negative_at(ParameterLocation.BODY):
        others = (ParameterLocation.PATH, ParameterLocation.QUERY, ParameterLocation.HEADER, ParameterLocation.COOKIE)
        if not any(meta.is_negative_at(location) for location in others):
            return None
    if case.path == "/1.2/client-log" and response.status_code == 413 and _internal_code(response) == "BODY_TOO_LARGE":
        return None
    return negative_data_rejection(ctx, response, case)


@schemathesis.check
def positive_data_acceptance_but_data_dependent(ctx, response, case):
    if response.status_code == 400 and _internal_code(response) in DATA_DEPENDENT_CODES:
        return None
    if response.status_code == 400 and _internal_code(response) == "VALIDATION" and _repeats_an_id(case.body):
        return None
    if response.status_code == 400 and _internal_code(response) == "DIFF_SIDES":
        return None
    if response.status_code == 400 and _internal_code(response) == "VALIDATION" and _ids_rule(case, response):
        return None
    if response.status_code == 400 and _internal_code(response) == "VALIDATION" and _export_rule(case, response):
        return None
    if response.status_code == 400 and _internal_code(response) == "VALIDATION" and _diff_point(case, response):
        return None
    if response.status_code == 400 and _internal_code(response) == "VALIDATION" and _as_of(case, response):
        return None
    if _file_content(case, response):
        return None
    if case.path == "/1.2/client-log" and (response.status_code, _internal_code(response)) in CLIENT_LOG_BOUNDS:
        return None
    return positive_data_acceptance(ctx, response, case)
