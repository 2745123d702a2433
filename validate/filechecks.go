package validate

import "github.com/bfgdata/bfgdata/model"

// newTyped returns a pointer to the model type a schema describes, or nil
// for schemas with nothing to decode (common).
func newTyped(schemaName string) any {
	switch schemaName {
	case "edition":
		return &model.EditionInfo{}
	case "crt":
		return &model.CRT{}
	case "tec":
		return &model.TEC{}
	case "trt":
		return &model.TRT{}
	case "map":
		return &model.Map{}
	case "counters":
		return &model.CounterSet{}
	case "scenario":
		return &model.Scenario{}
	case "game":
		return &model.Game{}
	}
	return nil
}

// checkFile runs the checks that need nothing but the file itself.
func checkFile(d *document, v any) {
	switch x := v.(type) {
	case *model.CRT:
		checkCRT(d, x)
	case *model.TEC:
		checkTEC(d, x)
	case *model.TRT:
		checkTRT(d, x)
	case *model.CounterSet:
		checkCounters(d, x)
	case *model.Scenario:
		checkScenarioSelf(d, x)
	case *model.Map:
		checkMap(d, x)
	}
}

// checkGeneric runs the checks that must see the generic JSON before it is
// decoded, for the schemas that have any.
func checkGeneric(d *document, schemaName string) {
	if schemaName == "map" {
		checkMapDocument(d)
	}
}
