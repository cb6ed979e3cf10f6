"""IFC models for an IDS file, written with IfcOpenShell, and the IDS run on them by ifctester (issue 10).

    python ids_models.py write <file.ids> <out.ifc> [<violation>]
    python ids_models.py audit <file.ids> <model.ifc>

`write` reads the IDS with ifctester and builds a model in the IDS's IFC version with one object per
applicability (entity and predefined type) of its specifications, each carrying what every specification that
applies to it requires: attributes, properties (in property sets or quantity sets, with the IFC data type the
facet names and a value its restriction allows), classification references and materials. With a violation
it breaks one kind of facet on the object of the first specification that requires it, or (`entity`) leaves
out the objects of the first required specification, and prints as JSON the specifications that must fail.

`audit` opens both files fresh and prints ifctester's verdict per specification as JSON: {name: passed}.
"""
import json
import sys

import ifcopenshell
import ifcopenshell.api
import ifcopenshell.guid
import ifcopenshell.ifcopenshell_wrapper
from ifctester import ids as ids_module
from ifctester import facet as facet_module

QUANTITY_OF_MEASURE = {
    "IFCAREAMEASURE": ("IfcQuantityArea", "AreaValue"),
    "IFCVOLUMEMEASURE": ("IfcQuantityVolume", "VolumeValue"),
    "IFCLENGTHMEASURE": ("IfcQuantityLength", "LengthValue"),
    "IFCPOSITIVELENGTHMEASURE": ("IfcQuantityLength", "LengthValue"),
    "IFCCOUNTMEASURE": ("IfcQuantityCount", "CountValue"),
    "IFCMASSMEASURE": ("IfcQuantityWeight", "WeightValue"),
    "IFCTIMEMEASURE": ("IfcQuantityTime", "TimeValue"),
}
TEXT_TYPES = {"IFCLABEL", "IFCTEXT", "IFCIDENTIFIER", "IFCDESCRIPTIVEMEASURE"}


def simple(value):
    return value if isinstance(value, str) else None


def allowed(value, data_type):
    """A value the facet's value allows, as the Python value of its IFC type; None: the facet names none."""
    if value is None:
        if data_type in ("IFCBOOLEAN", "IFCLOGICAL"):
            return True
        if data_type in TEXT_TYPES or data_type is None:
            return "Wert"
        if data_type in ("IFCINTEGER", "IFCCOUNTMEASURE"):
            return 1
        return 1.0
    if isinstance(value, facet_module.Restriction):
        options = value.options
        if "enumeration" in options:
            return typed(options["enumeration"][0], data_type)
        low = options.get("minInclusive", options.get("minExclusive"))
        high = options.get("maxInclusive", options.get("maxExclusive"))
        if low is not None or high is not None:
            low = float(low) if low is not None else None
            high = float(high) if high is not None else None
            number = (low + high) / 2 if low is not None and high is not None else (low + 1 if low is not None else high - 1)
            return typed(str(number), data_type)
        return typed("Wert", data_type)
    return typed(value, data_type)


def typed(text, data_type):
    if data_type in ("IFCBOOLEAN", "IFCLOGICAL"):
        return text == "true"
    if data_type in ("IFCINTEGER", "IFCCOUNTMEASURE"):
        return int(float(text))
    if data_type is None or data_type in TEXT_TYPES:
        return text
    return float(text)


def wrong(value, data_type):
    """A value of the right type that the facet's value does not allow."""
    if data_type in ("IFCBOOLEAN", "IFCLOGICAL"):
        return not value
    if isinstance(value, str):
        return value + " (falsch)"
    return value * 1000 + 7


class Model:
    def __init__(self, schema):
        self.file = ifcopenshell.api.run("project.create_file", version=schema)
        self.project = ifcopenshell.api.run("root.create_entity", self.file, ifc_class="IfcProject", name="IDS-Test")
        ifcopenshell.api.run("unit.assign_unit", self.file)
        self.classifications = {}
        self.schema = ifcopenshell.ifcopenshell_wrapper.schema_by_name(self.file.schema_identifier)

    def type_name(self, upper):
        """IFCWALL → IfcWall, as the schema spells it."""
        return self.schema.declaration_by_name(upper).name()

    def create(self, entity, predefined):
        ifc_class = self.type_name(entity)
        element = ifcopenshell.api.run("root.create_entity", self.file, ifc_class=ifc_class, name=None)
        if predefined and hasattr(element, "PredefinedType"):
            try:
                element.PredefinedType = predefined
            except Exception:
                # Not one of the enumeration's values: a user-defined type, named in ObjectType (or its kin).
                element.PredefinedType = "USERDEFINED"
                for name in ("ObjectType", "ElementType", "ProcessType"):
                    if hasattr(element, name):
                        setattr(element, name, predefined)
                        break
        return element

    def set_attribute(self, element, facet, violate):
        name = simple(facet.name)
        value = allowed(facet.value, "IFCLABEL")
        if violate:
            value = None if facet.value is None else wrong(value, "IFCLABEL")
        setattr(element, name, value)

    def add_property(self, element, facet, violate):
        pset, name, data_type = simple(facet.propertySet), simple(facet.baseName), facet.dataType
        value = allowed(facet.value, data_type)
        if violate == "missing":
            return
        if violate == "value":
            value = wrong(value, data_type)
        if pset.startswith("Qto_") and data_type in QUANTITY_OF_MEASURE:
            quantity_class, field = QUANTITY_OF_MEASURE[data_type]
            quantity = self.file.create_entity(quantity_class, Name=name, **{field: value})
            self.attach(element, pset, quantity, "IfcElementQuantity", "Quantities")
            return
        nominal = self.file.create_entity(self.type_name(data_type or "IFCLABEL"), value)
        prop = self.file.create_entity("IfcPropertySingleValue", Name=name, NominalValue=nominal)
        self.attach(element, pset, prop, "IfcPropertySet", "HasProperties")

    def attach(self, element, set_name, item, set_class, items):
        for rel in getattr(element, "IsDefinedBy", []) or []:
            definition = rel.RelatingPropertyDefinition if rel.is_a("IfcRelDefinesByProperties") else None
            if definition is not None and definition.is_a(set_class) and definition.Name == set_name:
                setattr(definition, items, list(getattr(definition, items)) + [item])
                return
        definition = self.file.create_entity(set_class, GlobalId=ifcopenshell.guid.new(), Name=set_name, **{items: [item]})
        self.file.create_entity("IfcRelDefinesByProperties", GlobalId=ifcopenshell.guid.new(), RelatedObjects=[element], RelatingPropertyDefinition=definition)

    def classify(self, element, facet):
        system = simple(facet.system) or "System"
        if system not in self.classifications:
            self.classifications[system] = ifcopenshell.api.run("classification.add_classification", self.file, classification=system)
        identification = allowed(facet.value, "IFCLABEL") if facet.value is not None else "X"
        ifcopenshell.api.run("classification.add_reference", self.file, products=[element], identification=str(identification), name=str(identification), classification=self.classifications[system])

    def part_of(self, element, facet):
        """Puts the object into (or under) an object of the facet's entity, by the facet's relation."""
        whole_facet = facet.name if isinstance(facet.name, str) else None
        container = self.create(whole_facet or "IFCBUILDINGSTOREY", simple(facet.predefinedType) if getattr(facet, "predefinedType", None) is not None else None)
        relation = facet.relation or ("IFCRELCONTAINEDINSPATIALSTRUCTURE" if container.is_a("IfcSpatialElement") or container.is_a("IfcSpatialStructureElement") else "IFCRELAGGREGATES")
        if relation == "IFCRELCONTAINEDINSPATIALSTRUCTURE":
            ifcopenshell.api.run("spatial.assign_container", self.file, products=[element], relating_structure=container)
        elif relation == "IFCRELAGGREGATES":
            ifcopenshell.api.run("aggregate.assign_object", self.file, products=[element], relating_object=container)
        elif relation == "IFCRELASSIGNSTOGROUP":
            self.file.create_entity("IfcRelAssignsToGroup", GlobalId=ifcopenshell.guid.new(), RelatedObjects=[element], RelatingGroup=container)
        elif relation == "IFCRELNESTS":
            ifcopenshell.api.run("nest.assign_object", self.file, related_objects=[element], relating_object=container)

    def add_material(self, element, facet):
        material = ifcopenshell.api.run("material.add_material", self.file, name=str(allowed(facet.value, "IFCLABEL")) if facet.value is not None else "Beton")
        ifcopenshell.api.run("material.assign_material", self.file, products=[element], material=material)


def applies(spec, entity, predefined):
    facet = next((f for f in spec.applicability if isinstance(f, facet_module.Entity)), None)
    return facet is not None and simple(facet.name) == entity and (facet.predefinedType is None or facet.predefinedType == predefined)


def kind_of(facet):
    return type(facet).__name__.lower()


def identity_of(facet):
    """What a facet is about, whatever it demands of it: its kind and the names it names."""
    return (kind_of(facet), repr(getattr(facet, "name", None)), repr(getattr(facet, "propertySet", None)), repr(getattr(facet, "baseName", None)), repr(getattr(facet, "system", None)))


def write(ids_path, out_path, violation=None):
    document = ids_module.open(ids_path)
    specs = document.specifications
    model = Model(specs[0].ifcVersion[0])
    targets = []
    for spec in specs:
        facet = next((f for f in spec.applicability if isinstance(f, facet_module.Entity)), None)
        key = (simple(facet.name), simple(facet.predefinedType) if facet.predefinedType is not None else None)
        if key[0] is not None and key not in targets:
            targets.append(key)
    # The violation: the first specification (in the file's order) that requires a facet of that kind.
    broken_spec, broken_facet = None, None
    if violation == "entity":
        broken_spec = next(s for s in specs if s.minOccurs == 1)
    elif violation is not None:
        for spec in specs:
            broken_facet = next(
                (f for f in spec.requirements if kind_of(f) == violation.split("-")[0].lower() and f.cardinality == "required" and (violation != "property-value" or f.value is not None)),
                None,
            )
            if broken_facet is not None:
                broken_spec = spec
                break
        assert broken_facet is not None, f"no specification requires a {violation} facet"
    broken_target = None
    if broken_spec is not None:
        facet = next(f for f in broken_spec.applicability if isinstance(f, facet_module.Entity))
        broken_target = (simple(facet.name), simple(facet.predefinedType) if facet.predefinedType is not None else None)
    must_fail = []
    for entity, predefined in targets:
        if violation == "entity" and (entity, predefined) == broken_target:
            continue
        element = model.create(entity, predefined)
        # What every specification applying to it requires, once per facet; where one names a value, that one.
        wanted = {}
        for spec in specs:
            if not applies(spec, entity, predefined):
                continue
            for facet in spec.requirements:
                if facet.cardinality == "prohibited":
                    continue
                identity = identity_of(facet)
                if identity not in wanted or (getattr(wanted[identity], "value", None) is None and getattr(facet, "value", None) is not None):
                    wanted[identity] = facet
        for identity, facet in wanted.items():
            breaking = broken_facet is not None and (entity, predefined) == broken_target and identity == identity_of(broken_facet)
            kind = kind_of(facet)
            if kind == "attribute":
                model.set_attribute(element, facet, breaking)
            elif kind == "property":
                model.add_property(element, facet, ("value" if violation == "property-value" else "missing") if breaking else None)
            elif kind == "classification":
                if not breaking:
                    model.classify(element, facet)
            elif kind == "material":
                if not breaking:
                    model.add_material(element, facet)
            elif kind == "partof":
                if not breaking:
                    model.part_of(element, facet)
    # Which specifications the violation must make fail: those applying to the broken object that require the same.
    if violation == "entity":
        must_fail = [broken_spec.name]
    elif broken_facet is not None:
        key = identity_of(broken_facet)
        for spec in specs:
            # A wrong value fails only where the specification names a value; a missing item wherever it is required.
            if applies(spec, *broken_target) and any(
                identity_of(f) == key and f.cardinality == "required" and (violation != "property-value" or f.value is not None) for f in spec.requirements
            ):
                must_fail.append(spec.name)
    model.file.write(out_path)
    print(json.dumps({"elements": len(targets), "must_fail": must_fail}))


def audit(ids_path, ifc_path):
    document = ids_module.open(ids_path)
    document.validate(ifcopenshell.open(ifc_path))
    print(json.dumps([{"name": spec.name, "passed": bool(spec.status)} for spec in document.specifications]))


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "write":
        write(sys.argv[2], sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else None)
    else:
        audit(sys.argv[2], sys.argv[3])
