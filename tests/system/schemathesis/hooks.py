"""Schemathesis hooks for tests/system/schemathesis.test.ts (loaded through SCHEMATHESIS_HOOKS).

`positive_data_acceptance` expects every request that satisfies the OpenAPI document to be accepted. Some
refusals depend on the stored data rather than on the request's shape, and no schema can say them: a body
naming an entity that does not exist (400 FOREIGN_ENTITY, spec section 3: "an id of another project"), a
mailed link's token that is unknown or used (400 TOKEN_INVALID), or a wrong current password when changing
it (400 WRONG_PASSWORD). This check is the built-in one, except
that it lets exactly these internal codes pass; any other 400 of schema-valid data still fails.
"""

import schemathesis
from schemathesis.specs.openapi.checks import positive_data_acceptance

# Refusals that depend on stored data, never on the request's shape.
DATA_DEPENDENT_CODES = {"FOREIGN_ENTITY", "TOKEN_INVALID", "WRONG_PASSWORD"}


def _internal_code(response):
    try:
        body = response.json()
    except Exception:
        return None
    return body.get("internal_code") if isinstance(body, dict) else None


@schemathesis.check
def positive_data_acceptance_but_data_dependent(ctx, response, case):
    if response.status_code == 400 and _internal_code(response) in DATA_DEPENDENT_CODES:
        return None
    return positive_data_acceptance(ctx, response, case)
