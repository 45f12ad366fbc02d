package syntax

import (
	sitter "github.com/tree-sitter/go-tree-sitter"
	csharp "github.com/tree-sitter/tree-sitter-c-sharp/bindings/go"
)

// nodeKind is the small set of grammar node kinds the extractor looks at.
type nodeKind uint8

const (
	nkOther nodeKind = iota
	nkToken          // an anonymous token: keywords and punctuation
	nkError
	nkComment
	nkIdentifier
	nkUsing
	nkNamespace
	nkFileNamespace
	nkDeclarationList
	nkGlobalAttribute
	nkGlobalStatement
	nkClass
	nkStruct
	nkInterface
	nkEnum
	nkRecord
	nkDelegate
	nkMethod
	nkConstructor
	nkDestructor
	nkOperator
	nkConversion
	nkProperty
	nkIndexer
	nkField
	nkEventField
	nkEvent
	nkEnumMember
	nkEnumMemberList
	nkVariableDeclaration
	nkVariableDeclarator
	nkParameterList
	nkBracketedParameterList
	nkParameter
	nkTypeParameterList
	nkTypeParameter
	nkConstraintsClause
	nkConstraint
	nkBaseList
	nkPrimaryConstructorBase
	nkExplicitInterface
	nkModifier
	nkAttributeList
	nkAttribute
	nkAttributeTarget
	nkAttributeArgumentList
	nkAttributeArgument
	nkAccessorList
	nkAccessor
	nkArgumentList
	nkPreproc   // preproc_if and its branches, when a file is parsed without preprocessing
	nkDirective // #region, #pragma, #nullable ...: trivia, like comments
)

var namedKinds = map[string]nodeKind{
	"comment": nkComment, "identifier": nkIdentifier, "using_directive": nkUsing,
	"namespace_declaration": nkNamespace, "file_scoped_namespace_declaration": nkFileNamespace,
	"declaration_list": nkDeclarationList, "global_attribute": nkGlobalAttribute,
	"global_statement":  nkGlobalStatement,
	"class_declaration": nkClass, "struct_declaration": nkStruct, "interface_declaration": nkInterface,
	"enum_declaration": nkEnum, "record_declaration": nkRecord, "delegate_declaration": nkDelegate,
	"method_declaration": nkMethod, "constructor_declaration": nkConstructor,
	"destructor_declaration": nkDestructor, "operator_declaration": nkOperator,
	"conversion_operator_declaration": nkConversion, "property_declaration": nkProperty,
	"indexer_declaration": nkIndexer, "field_declaration": nkField,
	"event_field_declaration": nkEventField, "event_declaration": nkEvent,
	"enum_member_declaration": nkEnumMember, "enum_member_declaration_list": nkEnumMemberList,
	"variable_declaration": nkVariableDeclaration, "variable_declarator": nkVariableDeclarator,
	"parameter_list": nkParameterList, "bracketed_parameter_list": nkBracketedParameterList,
	"parameter": nkParameter, "type_parameter_list": nkTypeParameterList,
	"type_parameter": nkTypeParameter, "type_parameter_constraints_clause": nkConstraintsClause,
	"type_parameter_constraint": nkConstraint, "base_list": nkBaseList,
	"primary_constructor_base_type": nkPrimaryConstructorBase,
	"explicit_interface_specifier":  nkExplicitInterface, "modifier": nkModifier,
	"attribute_list": nkAttributeList, "attribute": nkAttribute,
	"attribute_target_specifier": nkAttributeTarget, "attribute_argument_list": nkAttributeArgumentList,
	"attribute_argument": nkAttributeArgument, "accessor_list": nkAccessorList,
	"accessor_declaration": nkAccessor, "preproc_if": nkPreproc, "preproc_elif": nkPreproc,
	"preproc_else": nkPreproc, "argument_list": nkArgumentList,
	"preproc_region": nkDirective, "preproc_endregion": nkDirective, "preproc_pragma": nkDirective,
	"preproc_nullable": nkDirective, "preproc_line": nkDirective, "preproc_error": nkDirective,
	"preproc_warning": nkDirective, "preproc_define": nkDirective, "preproc_undef": nkDirective,
}

// fieldKind is the set of grammar fields the extractor looks at.
type fieldKind uint8

const (
	fOther fieldKind = iota
	fName
	fType
	fReturns
	fBody
	fParameters
	fTypeParameters
	fOperator
	fAccessors
	fValue
)

var fieldNames = map[string]fieldKind{
	"name": fName, "type": fType, "returns": fReturns, "body": fBody, "parameters": fParameters,
	"type_parameters": fTypeParameters, "operator": fOperator, "accessors": fAccessors, "value": fValue,
}

// grammar maps tree-sitter's numeric symbol and field ids to the kinds above,
// so the walk compares small integers instead of fetching C strings.
type grammar struct {
	lang   *sitter.Language
	kinds  []nodeKind
	fields []fieldKind
	// names and fieldNames are the grammar's own names, by id, for Tree.
	names      []string
	fieldNames []string
}

var csGrammar = newGrammar()

func newGrammar() *grammar {
	lang := sitter.NewLanguage(csharp.Language())
	g := &grammar{lang: lang, kinds: make([]nodeKind, lang.NodeKindCount())}
	g.names = make([]string, len(g.kinds))
	for id := range g.kinds {
		g.names[id] = lang.NodeKindForId(uint16(id))
		if !lang.NodeKindIsNamed(uint16(id)) {
			g.kinds[id] = nkToken
			continue
		}
		g.kinds[id] = namedKinds[lang.NodeKindForId(uint16(id))]
	}
	g.fields = make([]fieldKind, lang.FieldCount()+1)
	g.fieldNames = make([]string, len(g.fields))
	for id := range g.fields {
		g.fieldNames[id] = lang.FieldNameForId(uint16(id))
		g.fields[id] = fieldNames[g.fieldNames[id]]
	}
	return g
}

func (g *grammar) kind(id uint16) nodeKind {
	if int(id) < len(g.kinds) {
		return g.kinds[id]
	}
	return nkError // ts_builtin_sym_error is 0xFFFF
}
