package schema

// CompileFS lets the tests compile schemas other than the embedded ones,
// such as the copies the restructured schemas are compared against.
var CompileFS = compileFS
